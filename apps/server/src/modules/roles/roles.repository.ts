/** Roles of one organisation and who holds them. */
import { DEFAULT_ROLES, sanitizeRules, type PermissionRule } from '@mainstay/permissions';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { roles, userRoles, type NewRole, type Role } from '../../db/schema/index.ts';
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
    /** Each role's rules of the user, as stored; unknown rules are dropped, never trusted. */
    async rulesOfUser(userId: string): Promise<PermissionRule[][]> {
      const rows = await scope.executor
        .select({ rules: roles.rules })
        .from(userRoles)
        .innerJoin(roles, and(eq(roles.id, userRoles.roleId), scope.where(roles)))
        .where(scope.where(userRoles, eq(userRoles.userId, userId)));
      return rows.map((row) => sanitizeRules(row.rules));
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
