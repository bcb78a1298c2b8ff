/**
 * People who sign in. E-mail addresses are unique across organisations and stored lower-cased.
 * A user who registered themselves has no organisation until the company-details step.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { organisations } from './organisations.ts';
import { contractors } from './people.ts';

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
    phone: text('phone'),
    jobTitle: text('job_title'),
    /** Trades and skills, e.g. ['HVAC', 'Electrical']. */
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    /** File id of the signature image (PNG) printed on job sheets. */
    signature: text('signature'),
    /** A contractor company's staff: sees only work assigned to that company. */
    contractorId: uuid('contractor_id').references(() => contractors.id, { onDelete: 'set null' }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_organisation_id_idx').on(table.organisationId),
    index('users_contractor_id_idx').on(table.contractorId),
    // The application lower-cases e-mails; the database refuses anything that slipped past it.
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserStatus = (typeof USER_STATUSES)[number];
