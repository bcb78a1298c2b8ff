/**
 * Signing in and out. Wrong e-mail and wrong password get the same answer, after the same
 * amount of work, so the login form cannot be used to find out who has an account.
 */
import type { TLoginRequest, TLoginResponse } from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { createAccessToken, revokeAccessToken } from './access-tokens.ts';
import { buildSessionUser, type FileLinks } from './session-user.ts';

/** "Remember me" keeps a device signed in for 30 days; otherwise 12 hours after its last use. */
export const REMEMBER_TTL_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

let dummyHash: Promise<string> | undefined;
/** A real hash to verify against when the e-mail is unknown, so both paths cost the same. */
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-only-equalises-timing');
  return dummyHash;
}

/** A session token for a device: long-lived when remembered, else a sliding 12 hours. */
export function issueSessionToken(
  executor: Executor,
  user: { id: string; organisationId: string | null },
  deviceName: string,
  remember: boolean,
): Promise<string> {
  return createAccessToken(executor, user.id, user.organisationId, {
    deviceName,
    ttlSeconds: remember ? REMEMBER_TTL_SECONDS : SESSION_TTL_SECONDS,
    sliding: !remember,
  });
}

export async function login(
  executor: Executor,
  input: TLoginRequest,
  files: FileLinks,
): Promise<TLoginResponse> {
  const [user] = await executor.select().from(users).where(eq(users.email, input.email)).limit(1);
  const passwordOk = await verifyPassword(
    user?.passwordHash ?? (await timingDummyHash()),
    input.password,
  ).catch(() => false);
  if (!user || !user.passwordHash || !passwordOk) {
    throw new AppError('INVALID_CREDENTIALS');
  }

  // Only someone who knows the password learns the state of the account.
  if (user.status === 'deactivated') throw new AppError('ACCOUNT_DEACTIVATED');
  if (user.status === 'invited') throw new AppError('INVITATION_PENDING');
  if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED');

  const token = await issueSessionToken(executor, user, input.device_name, input.remember);
  return { token, user: await buildSessionUser(executor, user, files) };
}

export async function logout(executor: Executor, tokenId: string): Promise<void> {
  await revokeAccessToken(executor, tokenId);
}
