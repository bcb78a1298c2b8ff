/**
 * Building blocks of list endpoints: pagination, full-text search over a generated tsvector
 * column (each word matched as a prefix, so "chil" finds "Chiller"), and sorting by a column
 * chosen from an allow-list (with the id as tie-breaker, so pages never repeat or skip rows).
 */
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export interface PageInput {
  page: number;
  per_page: number;
}

export function pageWindow({ page, per_page }: PageInput): { limit: number; offset: number } {
  return { limit: per_page, offset: (page - 1) * per_page };
}

/** One page of a list as the API answers it. */
export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  per_page: number;
}

/**
 * Reads one page of a list and its total at the same time: `rows` reads the page's window,
 * `total` counts every match, `toItem` shapes each row.
 */
export async function readPage<Row, Item>(
  query: PageInput,
  rows: (window: { limit: number; offset: number }) => PromiseLike<Row[]>,
  total: PromiseLike<number>,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const [found, count] = await Promise.all([rows(pageWindow(query)), total]);
  return { data: found.map(toItem), total: count, page: query.page, per_page: query.per_page };
}

/**
 * Words of a search box as a prefix tsquery. Only letters, digits and the joiners that appear
 * inside codes, e-mails and serial numbers (- _ . @ /) are kept, so no tsquery operator can be
 * injected, and "AST-0001" still finds the asset coded AST-000123.
 */
export function prefixQuery(text: string | undefined): string | undefined {
  const words = (text ?? '')
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}\-_.@/]+/gu, ''))
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, 8);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

/** `search @@ to_tsquery(...)` for the search box, or undefined when it is empty. */
export function searchCondition(column: PgColumn | SQL, text: string | undefined): SQL | undefined {
  const query = prefixQuery(text);
  return query ? sql`${column} @@ to_tsquery('simple', ${query})` : undefined;
}

/** ORDER BY the chosen column (falling back to `fallback`), then the id. */
export function orderBy<K extends string>(
  columns: Record<K, PgColumn | SQL>,
  sort: string | undefined,
  order: 'asc' | 'desc' | undefined,
  fallback: K,
  idColumn: PgColumn,
): SQL[] {
  const key = (sort && sort in columns ? sort : fallback) as K;
  const direction = order === 'desc' ? desc : asc;
  return [direction(columns[key]), direction(idColumn)];
}

/** A LIKE pattern matching `text` anywhere, with the wildcards in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
