/**
 * Roles are per organisation: each starts with copies of the default roles (is_system, with
 * their `key`) and may add its own. A role's rules are PermissionRule[] stored as jsonb.
 */
import type { PermissionRule } from '@mainstay/permissions';
import { boolean, index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { belongsTo, jsonList, linkKeys, textOrEmpty, timestamps } from './columns.ts';
import { organisationColumn, tenantTable } from './organisations.ts';
import { users } from './users.ts';

export const roles = tenantTable(
  'roles',
  {
    key: text('key'),
    name: text('name').notNull(),
    description: textOrEmpty('description'),
    rules: jsonList<PermissionRule>('rules'),
    isSystem: boolean('is_system').notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    unique('roles_organisation_id_name_unique').on(table.organisationId, table.name),
    index('roles_organisation_id_idx').on(table.organisationId),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: belongsTo('user_id', () => users.id),
    roleId: belongsTo('role_id', () => roles.id),
    // Denormalised so tenant scoping works on this table like on every other one.
    organisationId: organisationColumn(),
  },
  (table) => linkKeys('user_roles', table.userId, table.roleId, table.organisationId),
);

export type Role = typeof roles.$inferSelect;
export type NewRole = typeof roles.$inferInsert;
