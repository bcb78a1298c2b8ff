/**
 * Roles are per organisation: each starts with copies of the default roles (is_system, with
 * their `key`) and may add its own. A role's rules are PermissionRule[] stored as jsonb.
 */
import type { PermissionRule } from '@mainstay/permissions';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

export const roles = pgTable(
  'roles',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    key: text('key'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    rules: jsonb('rules').$type<PermissionRule[]>().notNull().default([]),
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    // Denormalised so tenant scoping works on this table like on every other one.
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.roleId] }),
    index('user_roles_organisation_id_idx').on(table.organisationId),
    index('user_roles_role_id_idx').on(table.roleId),
  ],
);

export type Role = typeof roles.$inferSelect;
export type NewRole = typeof roles.$inferInsert;
