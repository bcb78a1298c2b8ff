/**
 * Signing in and out. Wrong e-mail and wrong password get the same answer, after the same
 * amount of work, so the login form cannot be used to find out who has an account.
 */
import type { TLoginRequest, TLoginResponse } from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError, UnauthenticatedError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { createAccessToken, revokeAccessToken } from './access-tokens.ts';
import { buildSessionUser } from './session-user.ts';

/** "Remember me" keeps a device signed in for 30 days; otherwise the session lasts 12 hours. */
export const REMEMBER_TTL_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const ACCOUNT_DEACTIVATED =
  "This account has been deactivated. Contact your organisation's administrator.";
export const EMAIL_NOT_VERIFIED = 'Please verify your email address before signing in.';
export const INVITATION_PENDING =
  'This account is waiting for its invitation to be accepted. Use the link in your invitation email.';

let dummyHash: Promise<string> | undefined;
/** A real hash to verify against when the e-mail is unknown, so both paths cost the same. */
function timingDummy(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-only-equalises-timing');
  return dummyHash;
}

export async function login(executor: Executor, input: TLoginRequest): Promise<TLoginResponse> {
  const [user] = await executor.select().from(users).where(eq(users.email, input.email)).limit(1);
  const passwordOk = await verifyPassword(
    user?.passwordHash ?? (await timingDummy()),
    input.password,
  ).catch(() => false);
  if (!user || !user.passwordHash || !passwordOk)
    throw new UnauthenticatedError(INVALID_CREDENTIALS);

  // Only someone who knows the password learns the state of the account.
  if (user.status === 'deactivated') throw new AppError('FORBIDDEN', ACCOUNT_DEACTIVATED);
  if (user.status === 'invited') throw new AppError('FORBIDDEN', INVITATION_PENDING);
  if (!user.emailVerifiedAt) throw new AppError('FORBIDDEN', EMAIL_NOT_VERIFIED);

  const token = await createAccessToken(executor, user.id, user.organisationId, {
    deviceName: input.device_name,
    ttlSeconds: input.remember ? REMEMBER_TTL_SECONDS : SESSION_TTL_SECONDS,
  });
  return { token, user: await buildSessionUser(executor, user) };
}

export async function logout(executor: Executor, tokenId: string): Promise<void> {
  await revokeAccessToken(executor, tokenId);
}
