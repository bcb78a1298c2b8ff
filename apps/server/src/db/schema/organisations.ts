/** The tenant: every other tenant-owned row points at one organisation. */
import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';

export const organisations = pgTable('organisations', {
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  primaryColor: text('primary_color').notNull().default('#10c0d2'),
  highlightColor: text('highlight_color').notNull().default('#3db5c2'),
  logo: text('logo'),
  signatureComment: text('signature_comment'),
  country: text('country'),
  industry: text('industry'),
  /** Team-size bucket given at sign-up, e.g. '1-10'. */
  totalUsers: text('total_users'),
  phone: text('phone'),
  /** The seeded demo organisation, whose sign-in details the login page may show. */
  isDemo: boolean('is_demo').notNull().default(false),
  ...timestamps(),
});

export type Organisation = typeof organisations.$inferSelect;
export type NewOrganisation = typeof organisations.$inferInsert;

/** The owning organisation of a tenant-owned row; its rows go when the organisation does. */
export const organisationColumn = () =>
  uuid('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' });
