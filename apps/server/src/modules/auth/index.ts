/**
 * Auth: sign-in, sign-up, password reset, access tokens and one-time secrets.
 * The public entry of this module: other modules, the seed and app.ts import only from here.
 */
export { createAccessToken, resolveAccessToken, revokeAllAccessTokens } from './access-tokens.ts';
export { authDepsFor } from './auth.deps.ts';
export type { AuthDeps } from './auth.deps.ts';
export { AUTH_NOTICES } from './auth.messages.ts';
export { authModule } from './auth.module.ts';
export { issueSessionToken } from './auth.service.ts';
export {
  hashLinkToken,
  hashVerificationCode,
  newLinkToken,
  newVerificationCode,
  sameDigest,
} from './one-time-secrets.ts';
export { buildSessionUser } from './session-user.ts';
export { authoriseSignUpStep, endSignUpSecret } from './sign-up-secrets.ts';
export { checkTypedCode, closeOpenCodes } from './verification-codes.ts';
