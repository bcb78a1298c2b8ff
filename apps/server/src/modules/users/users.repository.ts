/** Users of one organisation. */
import { and, asc, count, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accessTokens,
  userBuildings,
  userRoles,
  users,
  type NewUser,
  type User,
  type UserStatus,
} from '../../db/schema/index.ts';
import { forOrganisation } from '../../lib/tenancy.ts';

export interface UserListFilter {
  search?: string | undefined;
  roleId?: string | undefined;
  status?: UserStatus | undefined;
  buildingId?: string | undefined;
  limit: number;
  offset: number;
}

export interface UserWithLastSeen {
  user: User;
  lastSeenAt: Date | null;
}

/** `%` and `_` typed by a person are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Correlated subqueries name their tables in full: Drizzle leaves columns unqualified in a
 * single-table query, and an unqualified "id" would bind to the inner table.
 */
const LAST_SEEN = sql<unknown>`(select max("access_tokens"."last_used_at") from "access_tokens" where "access_tokens"."user_id" = "users"."id")`;

const toDate = (value: unknown): Date | null =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value
      : new Date(String(value));

export function usersRepository(executor: Executor, organisationId: string) {
  const scope = forOrganisation(executor, organisationId);
  return {
    async findById(userId: string): Promise<User | undefined> {
      const [row] = await scope.select(users, eq(users.id, userId));
      return row;
    },
    async list(): Promise<User[]> {
      return scope.select(users);
    },
    async insert(values: Omit<NewUser, 'organisationId'>[]): Promise<User[]> {
      return scope.insert(
        users,
        values.map((value) => ({ ...value, email: value.email.trim().toLowerCase() })),
      );
    },
    async update(
      userId: string,
      values: Partial<Omit<NewUser, 'organisationId'>>,
    ): Promise<User | undefined> {
      const [row] = await scope.update(users, values, eq(users.id, userId));
      return row;
    },

    /** One page of people, sorted by name, with when each last used the app. */
    async page(filter: UserListFilter): Promise<{ rows: UserWithLastSeen[]; total: number }> {
      const conditions: (SQL | undefined)[] = [];
      if (filter.search) {
        const pattern = likePattern(filter.search);
        conditions.push(
          or(
            ilike(users.name, pattern),
            ilike(users.email, pattern),
            ilike(users.username, pattern),
          ),
        );
      }
      if (filter.status) conditions.push(eq(users.status, filter.status));
      /** The listed user has a row in `table` (their roles, their buildings) matching `condition`. */
      const userHasRow = (table: typeof userRoles | typeof userBuildings, condition: SQL) =>
        exists(
          executor
            .select({ one: sql`1` })
            .from(table)
            .where(scope.where(table, and(sql`${table.userId} = ${users.id}`, condition))),
        );
      if (filter.roleId)
        conditions.push(userHasRow(userRoles, eq(userRoles.roleId, filter.roleId)));
      if (filter.buildingId) {
        conditions.push(userHasRow(userBuildings, eq(userBuildings.buildingId, filter.buildingId)));
      }
      const where = scope.where(users, and(...conditions));
      const [totalRow] = await executor.select({ total: count() }).from(users).where(where);
      const rows = await executor
        .select({ user: users, lastSeenAt: LAST_SEEN })
        .from(users)
        .where(where)
        .orderBy(sql`lower(${users.name})`, asc(users.id))
        .limit(filter.limit)
        .offset(filter.offset);
      return {
        rows: rows.map((row) => ({ user: row.user, lastSeenAt: toDate(row.lastSeenAt) })),
        total: Number(totalRow?.total ?? 0),
      };
    },

    /** These people with when each last used the app (any order). */
    async withLastSeen(userIds: string[]): Promise<UserWithLastSeen[]> {
      if (userIds.length === 0) return [];
      const rows = await executor
        .select({ user: users, lastSeenAt: LAST_SEEN })
        .from(users)
        .where(scope.where(users, inArray(users.id, userIds)));
      return rows.map((row) => ({ user: row.user, lastSeenAt: toDate(row.lastSeenAt) }));
    },

    /** The buildings each of these people is limited to. */
    async buildingsOf(userIds: string[]): Promise<Map<string, string[]>> {
      const result = new Map<string, string[]>();
      if (userIds.length === 0) return result;
      const rows = await scope.select(userBuildings, inArray(userBuildings.userId, userIds));
      for (const row of rows) {
        result.set(row.userId, [...(result.get(row.userId) ?? []), row.buildingId]);
      }
      return result;
    },

    /** Limits the person to these buildings; an empty list means every building. */
    async replaceBuildings(userId: string, buildingIds: string[]): Promise<void> {
      await scope.delete(userBuildings, eq(userBuildings.userId, userId));
      await scope.insert(
        userBuildings,
        buildingIds.map((buildingId) => ({ userId, buildingId })),
      );
    },

    /** Revokes every live token of the person at once; returns how many. */
    async revokeTokens(userId: string): Promise<number> {
      const revoked = await executor
        .update(accessTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(accessTokens.userId, userId),
            sql`${accessTokens.revokedAt} is null`,
            // The person was found in this organisation; their tokens follow them.
            exists(
              executor
                .select({ one: sql`1` })
                .from(users)
                .where(scope.where(users, eq(users.id, userId))),
            ),
          ),
        )
        .returning({ id: accessTokens.id });
      return revoked.length;
    },
  };
}
