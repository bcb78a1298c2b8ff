/** The tenant: every other tenant-owned row points at one organisation. */
import type { BuildExtraConfigColumns } from 'drizzle-orm';
import {
  boolean,
  pgTable,
  text,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import { belongsTo, id, timestamps } from './columns.ts';

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
export const organisationColumn = () => belongsTo('organisation_id', () => organisations.id);

const tenantColumns = () => ({ id: id(), organisationId: organisationColumn() });
type TenantColumns<C> = ReturnType<typeof tenantColumns> & C;

/**
 * A tenant-owned table with its own id: the id and the owning organisation come first, then
 * the table's columns; `extra` gives its indexes and constraints, as for pgTable.
 */
export function tenantTable<N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
  extra?: (table: BuildExtraConfigColumns<N, TenantColumns<C>, 'pg'>) => PgTableExtraConfigValue[],
) {
  const all: TenantColumns<C> = { ...tenantColumns(), ...columns };
  return pgTable<N, TenantColumns<C>>(name, all, extra);
}
