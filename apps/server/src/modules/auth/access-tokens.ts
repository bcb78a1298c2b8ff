/**
 * Bearer access tokens. The plain token is returned once to whoever signs in; only its sha256
 * is stored, so a database leak does not leak usable tokens. Resolving a token is the one query
 * that crosses tenants (the organisation is not known until the token is found).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared.ts';
import {
  accessTokens,
  roles,
  teamMembers,
  userBuildings,
  userRoles,
  users,
  type User,
} from '../../db/schema/index.ts';

/** Writing last_used_at on every request would turn every read into a write. */
const LAST_USED_PRECISION_MS = 60_000;
/** However often it is used, a sliding session ends this long after it began. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const TOKEN_PREFIX = 'mst_';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface CreateAccessTokenOptions {
  deviceName?: string;
  /** Lifetime in seconds; absent means the token lasts until revoked. */
  ttlSeconds?: number;
  /** Each use extends the lifetime to `ttlSeconds` from now (an idle timeout, not a fixed end). */
  sliding?: boolean;
}

export async function createAccessToken(
  executor: Executor,
  userId: string,
  /** Null for a user who has not created their organisation yet. */
  organisationId: string | null,
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
    slidingTtlSeconds:
      options.sliding && options.ttlSeconds !== undefined ? options.ttlSeconds : null,
  });
  return token;
}

export interface ResolvedToken {
  tokenId: string;
  /** The user's organisation; null while they are still signing up. */
  organisationId: string | null;
  user: User;
  /** The rules of each role the user holds in their organisation, as stored (unchecked). */
  roleRules: unknown[];
  /** The buildings the user is limited to (user_buildings); null when not limited. */
  buildingIds: string[] | null;
  /** The teams the user belongs to. */
  teamIds: string[];
}

/**
 * What every authenticated request needs, in one round trip: the token's user, the rules of
 * their roles, the buildings they are limited to and their teams, prepared once per handle.
 */
const tokenLookup = preparedPerHandle((executor) => {
  // Not scoped by a caller's organisation: the token says who the caller is. Each subquery keeps
  // to the token user's own organisation, a column-to-column condition of this hot path.
  // eslint-disable-next-line mainstay/no-raw-organisation-condition
  const inOrganisation = (column: PgColumn) => sql`${column} = ${users.organisationId}`;
  return executor
    .select({
      token: accessTokens,
      user: users,
      roleRules: sql<unknown[]>`coalesce((select json_agg(${roles.rules})
        from ${userRoles} inner join ${roles} on ${roles.id} = ${userRoles.roleId}
        where ${userRoles.userId} = ${users.id} and ${inOrganisation(userRoles.organisationId)}
          and ${inOrganisation(roles.organisationId)}), '[]'::json)`,
      buildingIds: sql<string[] | null>`(select json_agg(${userBuildings.buildingId})
        from ${userBuildings}
        where ${userBuildings.userId} = ${users.id}
          and ${inOrganisation(userBuildings.organisationId)})`,
      teamIds: sql<string[] | null>`(select json_agg(${teamMembers.teamId}) from ${teamMembers}
        where ${teamMembers.userId} = ${users.id}
          and ${inOrganisation(teamMembers.organisationId)})`,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, sql.placeholder('hash')),
        isNull(accessTokens.revokedAt),
        or(isNull(accessTokens.expiresAt), gt(accessTokens.expiresAt, sql.placeholder('now'))),
      ),
    )
    .limit(1)
    .prepare('resolve_access_token');
});

/** The token's active user, or undefined when the token is unknown, revoked, expired or the user inactive. */
export async function resolveAccessToken(
  executor: Executor,
  token: string,
): Promise<ResolvedToken | undefined> {
  const now = new Date();
  const [row] = await tokenLookup(executor).execute({
    hash: hashToken(token),
    now: now.toISOString(),
  });
  if (!row || row.user.status !== 'active') return undefined;
  const sliding = row.token.slidingTtlSeconds;
  const absoluteEnd = row.token.createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS;
  if (sliding && absoluteEnd <= now.getTime()) return undefined;
  // A token made in one organisation never works in another; one made while the user was still
  // signing up (no organisation) follows them into the organisation they then create.
  const tokenOrganisation = row.token.organisationId;
  if (tokenOrganisation !== null && tokenOrganisation !== row.user.organisationId) {
    return undefined;
  }

  // Touch the row at most once a minute, so a read stays a read.
  const lastUsed = row.token.lastUsedAt?.getTime() ?? 0;
  if (now.getTime() - lastUsed >= LAST_USED_PRECISION_MS) {
    const slidTo = sliding ? Math.min(now.getTime() + sliding * 1000, absoluteEnd) : undefined;
    await executor
      .update(accessTokens)
      .set({ lastUsedAt: now, ...(slidTo ? { expiresAt: new Date(slidTo) } : {}) })
      .where(eq(accessTokens.id, row.token.id));
  }
  return {
    tokenId: row.token.id,
    organisationId: row.user.organisationId,
    user: row.user,
    roleRules: row.roleRules,
    buildingIds: row.buildingIds,
    teamIds: row.teamIds ?? [],
  };
}

export async function revokeAccessToken(executor: Executor, tokenId: string): Promise<void> {
  await executor
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt)));
}

/** Revokes every live token of a user (after a password reset); returns how many. */
export async function revokeAllAccessTokens(executor: Executor, userId: string): Promise<number> {
  const revoked = await executor
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)))
    .returning({ id: accessTokens.id });
  return revoked.length;
}

/** Deletes tokens that expired or were revoked before `olderThan`; returns how many. */
export async function purgeExpiredTokens(executor: Executor, olderThan: Date): Promise<number> {
  const deleted = await executor
    .delete(accessTokens)
    .where(or(lt(accessTokens.expiresAt, olderThan), lt(accessTokens.revokedAt, olderThan)))
    .returning({ id: accessTokens.id });
  return deleted.length;
}
