/** Roles of one organisation and who holds them. */
import { DEFAULT_ROLES } from '@mainstay/permissions';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { roles, userRoles, users, type NewRole, type Role } from '../../db/schema/index.ts';
import { forOrganisation } from '../../lib/tenancy.ts';

export function rolesRepository(executor: Executor, organisationId: string) {
  const scope = forOrganisation(executor, organisationId);
  return {
    async list(): Promise<Role[]> {
      return scope.select(roles);
    },
    async insert(values: Omit<NewRole, 'organisationId'>[]): Promise<Role[]> {
      return scope.insert(roles, values);
    },
    /** The default roles (Owner, Administrator, ...) for a new organisation. */
    async insertDefaults(): Promise<Role[]> {
      return scope.insert(
        roles,
        DEFAULT_ROLES.map((role) => ({
          key: role.key,
          name: role.name,
          description: role.description,
          rules: role.rules,
          isSystem: true,
        })),
      );
    },
    async assignToUser(userId: string, roleIds: string[]): Promise<void> {
      await scope.insert(
        userRoles,
        roleIds.map((roleId) => ({ userId, roleId })),
      );
    },
    async findById(roleId: string): Promise<Role | undefined> {
      const [row] = await scope.select(roles, eq(roles.id, roleId));
      return row;
    },
    async findByIds(roleIds: string[]): Promise<Role[]> {
      return roleIds.length === 0 ? [] : scope.select(roles, inArray(roles.id, roleIds));
    },
    /** A role with this name, ignoring case (names are unique per organisation). */
    async findByName(name: string, exceptId?: string): Promise<Role | undefined> {
      const [row] = await scope.select(
        roles,
        and(
          sql`lower(${roles.name}) = ${name.toLowerCase()}`,
          exceptId ? ne(roles.id, exceptId) : undefined,
        ),
      );
      return row;
    },
    /** Every role, default ones first, with how many people hold each. */
    async listWithCounts(): Promise<{ role: Role; userCount: number }[]> {
      const counts = await scope.executor
        .select({ roleId: userRoles.roleId, userCount: count() })
        .from(userRoles)
        .where(scope.where(userRoles))
        .groupBy(userRoles.roleId);
      const byRole = new Map(counts.map((row) => [row.roleId, Number(row.userCount)]));
      const rows = await scope.executor
        .select()
        .from(roles)
        .where(scope.where(roles))
        .orderBy(sql`${roles.isSystem} desc`, asc(roles.createdAt), asc(roles.name));
      return rows.map((role) => ({ role, userCount: byRole.get(role.id) ?? 0 }));
    },
    async countHolders(roleId: string): Promise<number> {
      const [row] = await scope.executor
        .select({ holders: count() })
        .from(userRoles)
        .where(scope.where(userRoles, eq(userRoles.roleId, roleId)));
      return Number(row?.holders ?? 0);
    },
    async update(
      roleId: string,
      values: Partial<Pick<NewRole, 'name' | 'description' | 'rules'>>,
    ): Promise<Role | undefined> {
      const [row] = await scope.update(roles, values, eq(roles.id, roleId));
      return row;
    },
    async remove(roleId: string): Promise<void> {
      await scope.delete(roles, eq(roles.id, roleId));
    },
    /** The roles each of these users holds. */
    async rolesOfUsers(userIds: string[]): Promise<{ userId: string; role: Role }[]> {
      if (userIds.length === 0) return [];
      return scope.executor
        .select({ userId: userRoles.userId, role: roles })
        .from(userRoles)
        .innerJoin(roles, and(eq(roles.id, userRoles.roleId), scope.where(roles)))
        .where(scope.where(userRoles, inArray(userRoles.userId, userIds)))
        .orderBy(asc(roles.name));
    },
    /** Makes these the user's roles, replacing the ones held before. */
    async replaceUserRoles(userId: string, roleIds: string[]): Promise<void> {
      await scope.delete(userRoles, eq(userRoles.userId, userId));
      await scope.insert(
        userRoles,
        roleIds.map((roleId) => ({ userId, roleId })),
      );
    },
    /** Active users holding the default Owner role, optionally leaving one out. */
    async activeOwnerIds(exceptUserId?: string): Promise<string[]> {
      const rows = await scope.executor
        .select({ userId: userRoles.userId })
        .from(userRoles)
        .innerJoin(roles, and(eq(roles.id, userRoles.roleId), scope.where(roles)))
        .innerJoin(users, and(eq(users.id, userRoles.userId), scope.where(users)))
        .where(
          scope.where(
            userRoles,
            and(
              eq(roles.key, 'owner'),
              eq(roles.isSystem, true),
              eq(users.status, 'active'),
              exceptUserId ? ne(userRoles.userId, exceptUserId) : undefined,
            ),
          ),
        );
      return rows.map((row) => row.userId);
    },
  };
}

/**
 * Brings every organisation's default roles in line with the product's definitions (run at
 * start-up): default roles are not editable, so an upgrade that changes them reaches everyone.
 */
export async function syncSystemRoles(executor: Executor): Promise<void> {
  for (const role of DEFAULT_ROLES) {
    await executor
      .update(roles)
      .set({ rules: role.rules, description: role.description })
      .where(and(eq(roles.key, role.key), eq(roles.isSystem, true)));
  }
}
