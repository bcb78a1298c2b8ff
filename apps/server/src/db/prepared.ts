/**
 * Statements prepared once per database handle. A prepared statement is planned once per
 * connection and skips building its SQL on every call, which matters on the hottest paths
 * (resolving a token, a ticket's detail, a list page's rows). Named statements live per
 * connection, so behind a pooler the database needs session pooling (docs/operations.md).
 */
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
