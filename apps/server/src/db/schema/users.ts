/**
 * People who sign in. E-mail addresses are unique across organisations and stored lower-cased.
 * A user who registered themselves has no organisation until the company-details step.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { organisations } from './organisations.ts';

export const USER_STATUSES = ['active', 'invited', 'deactivated'] as const;
export const userStatus = pgEnum('user_status', USER_STATUSES);

export const users = pgTable(
  'users',
  {
    id: id(),
    // Null only while a self-registered user has not entered company details yet.
    organisationId: uuid('organisation_id').references(() => organisations.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    username: text('username'),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    language: text('language').notNull().default('en'),
    status: userStatus('status').notNull().default('invited'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    avatar: text('avatar'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_organisation_id_idx').on(table.organisationId),
    // The application lower-cases e-mails; the database refuses anything that slipped past it.
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserStatus = (typeof USER_STATUSES)[number];
