/**
 * Column helpers every table shares, so ids, links, timestamps, days and amounts look the same
 * everywhere. Each builds exactly the column it replaces (a schema change here would show as a
 * migration; `npm run db:generate` must find none).
 */
import {
  bigint,
  date,
  index,
  jsonb,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
  type ExtraConfigColumn,
  type UpdateDeleteAction,
} from 'drizzle-orm/pg-core';

/** gen_random_uuid() exists on both PostgreSQL 15 and PGlite (18); uuidv7() does not. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** A moment, always stored with its time zone. */
export const at = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

export const createdAt = () => at('created_at').notNull().defaultNow();

export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: at('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** A calendar day, read and written as 'YYYY-MM-DD' (no time zone to shift it). */
export const day = <N extends string>(name: N) => date(name, { mode: 'string' });

/** An amount in minor units (cents): a bigint, read as a number. */
export const cents = <N extends string>(name: N) => bigint(name, { mode: 'number' });

/** Text that is never null, empty unless given (notes, descriptions). */
export const textOrEmpty = <N extends string>(name: N) => text(name).notNull().default('');

/** A list stored as jsonb, empty unless given. */
export const jsonList = <T>(name: string) => jsonb(name).$type<T[]>().notNull().default([]);

/** Values by key stored as jsonb, empty unless given. */
export const jsonRecord = <V>(name: string) =>
  jsonb(name).$type<Record<string, V>>().notNull().default({});

/** The row this one belongs to: required, and this row goes when it does. */
export const belongsTo = <N extends string>(name: N, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

/** An optional link to another row: cleared when that row goes, unless `onDelete` says else. */
export const linkTo = <N extends string>(
  name: N,
  target: () => AnyPgColumn,
  onDelete: UpdateDeleteAction = 'set null',
) => uuid(name).references(target, { onDelete });

/** Someone to call about a building or a company, kept in a jsonb list on its row. */
export interface ContactPerson {
  name: string;
  role: string;
  phone: string;
  email: string;
}

/**
 * One index per column named, each led by the organisation (a tenant's rows by that column),
 * named as drizzle-kit names them: `<table>_organisation_id_<column>_idx`.
 */
export function organisationIndexes<K extends string>(
  tableName: string,
  table: { organisationId: ExtraConfigColumn } & Record<K, ExtraConfigColumn>,
  keys: readonly K[],
) {
  return keys.map((key) =>
    index(`${tableName}_organisation_id_${table[key].name}_idx`).on(
      table.organisationId,
      table[key],
    ),
  );
}

/**
 * The keys of a table linking two rows of one organisation: the pair is the primary key, and
 * the second column and the organisation are indexed (`<table>_<column>_idx`).
 */
export function linkKeys(
  tableName: string,
  first: ExtraConfigColumn,
  second: ExtraConfigColumn,
  organisationId: ExtraConfigColumn,
) {
  return [
    primaryKey({ columns: [first, second] }),
    index(`${tableName}_${second.name}_idx`).on(second),
    index(`${tableName}_organisation_id_idx`).on(organisationId),
  ];
}
