/**
 * Pieces of SQL the ticket reads share: scalar subqueries as selected fields, JSON lists built
 * by the database, and the names of people and files read by id. They let a page, the detail
 * and the export read everything they show in one statement.
 */
import { sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { files, users } from '../../../db/schema/index.ts';

/**
 * A scalar subquery as a selected field. Nested in an outer `sql`, its columns keep their table
 * names: a select from one table strips them from a field's own columns, which would make a
 * correlated subquery compare the inner table with itself.
 */
export function scalar<T>(query: SQL): SQL<T> {
  return sql<T>`(${query})`;
}

/** `coalesce((select json_agg(...) ...), '[]')`: a list that is never null. */
export function jsonList<T>(query: SQL): SQL<T[]> {
  return sql<T[]>`coalesce(${scalar(query)}, '[]'::json)`;
}

/** The value of `column` in the row of `table` whose id the ticket holds in `reference`. */
export function nameVia(table: PgTable & { id: PgColumn }, column: PgColumn, reference: PgColumn) {
  return scalar<string | null>(
    sql`select ${column} from ${table} where ${table.id} = ${reference}`,
  );
}

/** A person as the JSON parts carry them. */
export interface PersonJson {
  id: string;
  name: string;
}

/** Users under another name, for subqueries inside a select that may read users itself. */
export const person = alias(users, 'person');
/** The aliased table as a FROM item (an alias alone renders as its name only). */
export const fromPerson = sql`${users} as ${sql.identifier('person')}`;
export const personJson = sql`json_build_object('id', ${person.id}, 'name', ${person.name})`;

/** Files under another name, as `person` is for users. */
export const stored = alias(files, 'stored');
export const fromStored = sql`${files} as ${sql.identifier('stored')}`;
