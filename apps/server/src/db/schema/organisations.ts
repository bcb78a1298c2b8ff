/** The tenant: every other tenant-owned row points at one organisation. */
import type { BuildExtraConfigColumns } from 'drizzle-orm';
import {
  boolean,
  pgTable,
  text,
  type ExtraConfigColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import { belongsTo, id, linkKeys, timestamps } from './columns.ts';

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
  /**
   * The demo organisation only: the password of its seeded accounts, random per installation
   * and shown on the login page in demo mode (it is meant to be read, so it is kept readable).
   */
  demoPassword: text('demo_password'),
  ...timestamps(),
});

export type Organisation = typeof organisations.$inferSelect;
export type NewOrganisation = typeof organisations.$inferInsert;

/** The owning organisation of a tenant-owned row; its rows go when the organisation does. */
export const organisationColumn = () => belongsTo('organisation_id', () => organisations.id);
type OrganisationColumn = ReturnType<typeof organisationColumn>;

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

/**
 * A table linking two rows of one organisation (a user's roles, a team's members): the two
 * columns, in the order given, then the organisation (denormalised so tenant scoping works on
 * it like on every other table); the pair is the primary key, and the second column and the
 * organisation are indexed.
 */
export function linkTable<N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
) {
  const [first = '', second = ''] = Object.keys(columns);
  const all: C & { organisationId: OrganisationColumn } = {
    ...columns,
    organisationId: organisationColumn(),
  };
  return pgTable<N, C & { organisationId: OrganisationColumn }>(name, all, (table) => {
    const column = (key: string) => {
      const found = (table as Record<string, ExtraConfigColumn | undefined>)[key];
      if (!found) throw new Error(`${name} links two columns`);
      return found;
    };
    return linkKeys(name, column(first), column(second), table.organisationId);
  });
}
