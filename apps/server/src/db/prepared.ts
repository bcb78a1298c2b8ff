/**
 * Statements prepared once per database handle. A prepared statement is planned once per
 * connection and skips building its SQL on every call, which matters on the hottest paths
 * (resolving a token, a ticket's detail, a list page's rows). Named statements live per
 * connection, so behind a pooler the database needs session pooling (docs/operations.md).
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/** `prepare(executor)` builds the statement the first time a handle asks, then reuses it. */
export function preparedPerHandle<Statement>(
  prepare: (executor: Executor) => Statement,
): (executor: Executor) => Statement {
  const statements = new WeakMap<Executor, Statement>();
  return (executor) => {
    let statement = statements.get(executor);
    if (!statement) {
      statement = prepare(executor);
      statements.set(executor, statement);
    }
    return statement;
  };
}

/** What `execute` uses underneath; both a database and a transaction have them. */
interface DrizzleInternals {
  dialect: PgDialect;
  session: PgSession;
}

/**
 * The rows of a statement built from SQL fragments at every request of a hot path (its values
 * differ per call, so it cannot be prepared once per handle), as a named statement: the name is
 * a hash of its text, so the same statement built for another organisation or caller (other
 * parameters, same text) reuses what the connection prepared, and only the parameters are sent.
 * Drizzle's own session runs it, so rows come back exactly as from `execute`; the embedded
 * database runs it as usual.
 */
export async function preparedRows<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const { dialect, session } = executor as unknown as DrizzleInternals;
  const built = dialect.sqlToQuery(query);
  const name = `h_${createHash('sha256').update(built.sql).digest('base64url').slice(0, 32)}`;
  const result = (await session.prepareQuery(built, undefined, name, false).execute()) as {
    rows: Row[];
  };
  return result.rows;
}
