/**
 * People who sign in. E-mail addresses are unique across organisations and stored lower-cased.
 * A user who registered themselves has no organisation until the company-details step.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, id, jsonList, linkTo, timestamps } from './columns.ts';
import { organisations } from './organisations.ts';
import { contractors } from './people.ts';

export const USER_STATUSES = ['active', 'invited', 'deactivated'] as const;
export const userStatus = pgEnum('user_status', USER_STATUSES);

export const users = pgTable(
  'users',
  {
    id: id(),
    // Null only while a self-registered user has not entered company details yet.
    organisationId: linkTo('organisation_id', () => organisations.id, 'cascade'),
    name: text('name').notNull(),
    username: text('username'),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    language: text('language').notNull().default('en'),
    status: userStatus('status').notNull().default('invited'),
    emailVerifiedAt: at('email_verified_at'),
    avatar: text('avatar'),
    phone: text('phone'),
    jobTitle: text('job_title'),
    /** Trades and skills, e.g. ['HVAC', 'Electrical']. */
    skills: jsonList<string>('skills'),
    /** File id of the signature image (PNG) printed on job sheets. */
    signature: text('signature'),
    /** A contractor company's staff: sees only work assigned to that company. */
    contractorId: linkTo('contractor_id', () => contractors.id),
    deactivatedAt: at('deactivated_at'),
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
