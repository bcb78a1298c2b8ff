/**
 * Bearer access tokens. The plain token is returned once to whoever signs in; only its sha256
 * is stored, so a database leak does not leak usable tokens. Resolving a token is the one query
 * that crosses tenants (the organisation is not known until the token is found).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accessTokens, users, type User } from '../../db/schema/index.ts';

/** Writing last_used_at on every request would turn every read into a write. */
const LAST_USED_PRECISION_MS = 60_000;
const TOKEN_PREFIX = 'mst_';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface CreateAccessTokenOptions {
  deviceName?: string;
  /** Lifetime in seconds; absent means the token lasts until revoked. */
  ttlSeconds?: number;
}

export async function createAccessToken(
  executor: Executor,
  userId: string,
  organisationId: string,
  options: CreateAccessTokenOptions = {},
): Promise<string> {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  await executor.insert(accessTokens).values({
    userId,
    organisationId,
    tokenHash: hashToken(token),
    deviceName: options.deviceName ?? null,
    expiresAt:
      options.ttlSeconds === undefined ? null : new Date(Date.now() + options.ttlSeconds * 1000),
  });
  return token;
}

export interface ResolvedToken {
  tokenId: string;
  organisationId: string;
  user: User;
}

/** The token's active user, or undefined when the token is unknown, revoked, expired or the user inactive. */
export async function resolveAccessToken(
  executor: Executor,
  token: string,
): Promise<ResolvedToken | undefined> {
  const now = new Date();
  const [row] = await executor
    .select({ token: accessTokens, user: users })
    .from(accessTokens)
    .innerJoin(
      users,
      and(eq(users.id, accessTokens.userId), eq(users.organisationId, accessTokens.organisationId)),
    )
    .where(
      and(
        eq(accessTokens.tokenHash, hashToken(token)),
        isNull(accessTokens.revokedAt),
        or(isNull(accessTokens.expiresAt), gt(accessTokens.expiresAt, now)),
      ),
    )
    .limit(1);
  if (!row || row.user.status !== 'active') return undefined;

  const lastUsed = row.token.lastUsedAt?.getTime() ?? 0;
  if (now.getTime() - lastUsed >= LAST_USED_PRECISION_MS) {
    await executor
      .update(accessTokens)
      .set({ lastUsedAt: now })
      .where(eq(accessTokens.id, row.token.id));
  }
  return { tokenId: row.token.id, organisationId: row.token.organisationId, user: row.user };
}

export async function revokeAccessToken(executor: Executor, tokenId: string): Promise<void> {
  await executor
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt)));
}

/** Deletes tokens that expired or were revoked before `olderThan`; returns how many. */
export async function purgeExpiredTokens(executor: Executor, olderThan: Date): Promise<number> {
  const deleted = await executor
    .delete(accessTokens)
    .where(or(lt(accessTokens.expiresAt, olderThan), lt(accessTokens.revokedAt, olderThan)))
    .returning({ id: accessTokens.id });
  return deleted.length;
}
