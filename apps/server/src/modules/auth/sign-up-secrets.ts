/**
 * The sign-up secret: `register` returns it beside the user id, and every following sign-up call
 * (verify, resend, company details, payment) must carry it, so knowing a user id alone reveals
 * nothing about a sign-up and can change nothing. 32 random bytes, only the SHA-256 stored, valid
 * as long as the sign-up (24 hours from registering) and ended by the payment.
 *
 * A missing or wrong secret and an unknown user id get the same answer (403
 * SIGN_UP_SECRET_INVALID); only the holder of the right secret learns that the sign-up expired.
 */
import { eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { signUpSecrets } from '../../db/schema/index.ts';
import { AppError, ForbiddenError, UnauthenticatedError } from '../../lib/errors.ts';
import { resolveAccessToken } from './access-tokens.ts';
import { hashLinkToken, newLinkToken, sameDigest } from './one-time-secrets.ts';

/** Compared with when the user has no secret, so every refusal costs the same. */
const NO_SECRET_HASH = hashLinkToken('no sign-up secret');

/** Stores a new secret for the user (until `expiresAt`) and returns it; only its hash is kept. */
export async function issueSignUpSecret(
  executor: Executor,
  userId: string,
  expiresAt: Date,
): Promise<string> {
  const secret = newLinkToken();
  await executor.delete(signUpSecrets).where(eq(signUpSecrets.userId, userId));
  await executor.insert(signUpSecrets).values({
    userId,
    secretHash: hashLinkToken(secret),
    expiresAt,
  });
  return secret;
}

/** Throws unless `secret` is the user's live sign-up secret. */
export async function requireSignUpSecret(
  executor: Executor,
  userId: string,
  secret: string | undefined,
): Promise<void> {
  const [row] = await executor
    .select({ secretHash: signUpSecrets.secretHash, expiresAt: signUpSecrets.expiresAt })
    .from(signUpSecrets)
    .where(eq(signUpSecrets.userId, userId))
    .limit(1);
  const matches = sameDigest(row?.secretHash ?? NO_SECRET_HASH, hashLinkToken(secret ?? ''));
  if (!row || !secret || !matches) throw new AppError('SIGN_UP_SECRET_INVALID');
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError('SIGN_UP_EXPIRED');
}

/** The sign-up is complete: its secret stops working. */
export async function endSignUpSecret(executor: Executor, userId: string): Promise<void> {
  await executor.delete(signUpSecrets).where(eq(signUpSecrets.userId, userId));
}

/** Deletes the secrets that expired before `cutoff` (the daily clean-up). */
export async function purgeExpiredSignUpSecrets(executor: Executor, cutoff: Date): Promise<number> {
  const deleted = await executor
    .delete(signUpSecrets)
    .where(lt(signUpSecrets.expiresAt, cutoff))
    .returning({ id: signUpSecrets.id });
  return deleted.length;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Who may take a sign-up step for `userId` after registering: the holder of its secret, or the
 * user themself, signed in (a bearer token of another user is 403, an unknown one 401). Returns
 * whether the caller is signed in (which lifts the 24-hour window of company details).
 */
export async function authoriseSignUpStep(
  executor: Executor,
  step: { userId: string; secret: string | undefined; authorization: string | undefined },
): Promise<{ signedIn: boolean }> {
  const bearer = BEARER.exec(step.authorization ?? '')?.[1];
  if (bearer) {
    const resolved = await resolveAccessToken(executor, bearer);
    if (!resolved) throw new UnauthenticatedError();
    if (resolved.user.id !== step.userId) throw new ForbiddenError();
    return { signedIn: true };
  }
  await requireSignUpSecret(executor, step.userId, step.secret);
  return { signedIn: false };
}
