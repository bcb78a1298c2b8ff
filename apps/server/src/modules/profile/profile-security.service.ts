/**
 * The password and the signed-in devices of the caller's own account. Changing the password
 * signs out every other device (the one in use stays signed in) and voids pending reset links.
 */
import type {
  TChangePasswordRequest,
  TChangePasswordResponse,
  TProfileSession,
  TRevokeSessionsResponse,
} from '@mainstay/contracts';
import { and, desc, eq, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accessTokens, passwordResetTokens } from '../../db/schema/index.ts';
import { auditSubject, recordChange } from '../../lib/audit.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { hashPassword, refuseCommonPassword, verifyPassword } from '../../lib/passwords.ts';
import { usersRepository } from '../users/index.ts';
import type { ProfileCaller, ProfileDeps } from './profile.deps.ts';
import { PROFILE_NOTICES } from './profile.messages.ts';
import { confirmOwnPassword, findOwnUser } from './profile.service.ts';
import { tenantCondition } from '../../lib/tenancy.ts';

/** The caller's own tokens that are still live (a token of sign-up time has no organisation). */
function ownLiveTokens(caller: ProfileCaller, extra?: SQL): SQL {
  return and(
    eq(accessTokens.userId, caller.userId),
    or(tenantCondition(accessTokens, caller.organisationId), isNull(accessTokens.organisationId)),
    isNull(accessTokens.revokedAt),
    or(isNull(accessTokens.expiresAt), gt(accessTokens.expiresAt, new Date())),
    extra,
  ) as SQL;
}

async function revokeOtherSessions(executor: Executor, caller: ProfileCaller): Promise<number> {
  const revoked = await executor
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(ownLiveTokens(caller, ne(accessTokens.id, caller.tokenId)))
    .returning({ id: accessTokens.id });
  return revoked.length;
}

export async function changePassword(
  deps: ProfileDeps,
  caller: ProfileCaller,
  input: TChangePasswordRequest,
): Promise<TChangePasswordResponse> {
  const user = await findOwnUser(deps.db, caller);
  const refusal = fieldError('current_password', 'CURRENT_PASSWORD_INCORRECT');
  const currentHash = await confirmOwnPassword(user, input.current_password, refusal);
  if (await verifyPassword(currentHash, input.password)) {
    throw fieldError('password', 'SAME_PASSWORD');
  }
  await refuseCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const signedOut = await deps.db.transaction(async (tx) => {
    await usersRepository(tx, caller.organisationId).update(user.id, { passwordHash });
    // A reset link asked for earlier must not undo this change.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    const count = await revokeOtherSessions(tx, caller);
    await recordChange(tx, caller, 'user.password_changed', auditSubject('user', user));
    return count;
  });
  return { message: PROFILE_NOTICES.passwordChanged, signed_out_sessions: signedOut };
}

export async function listSessions(
  deps: ProfileDeps,
  caller: ProfileCaller,
): Promise<TProfileSession[]> {
  const rows = await deps.db
    .select()
    .from(accessTokens)
    .where(ownLiveTokens(caller))
    .orderBy(sql`${accessTokens.lastUsedAt} desc nulls last`, desc(accessTokens.createdAt));
  return rows.map((row) => ({
    id: row.id,
    device_name: row.deviceName,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    current: row.id === caller.tokenId,
  }));
}

/** Signs out one of the caller's devices; another user's session is "not found". */
export async function revokeSession(
  deps: ProfileDeps,
  caller: ProfileCaller,
  sessionId: string,
): Promise<TRevokeSessionsResponse> {
  const revoked = await deps.db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(ownLiveTokens(caller, eq(accessTokens.id, sessionId)))
    .returning({ id: accessTokens.id });
  if (revoked.length === 0) throw new AppError('SESSION_NOT_FOUND');
  return { message: PROFILE_NOTICES.sessionRevoked, revoked: revoked.length };
}

export async function revokeOtherSessionsOf(
  deps: ProfileDeps,
  caller: ProfileCaller,
): Promise<TRevokeSessionsResponse> {
  const revoked = await revokeOtherSessions(deps.db, caller);
  return { message: PROFILE_NOTICES.otherSessionsRevoked, revoked };
}
