/**
 * Pending migrations applied one transaction each, in order, with drizzle's own bookkeeping (the
 * `drizzle.__drizzle_migrations` table). Drizzle's migrator applies every pending migration in a
 * single transaction, and PostgreSQL refuses to use an enum value added by `ALTER TYPE ... ADD
 * VALUE` before the transaction that added it commits ("unsafe use of new value"): a release
 * that adds a status in one migration and indexes it in the next would fail to upgrade. One
 * transaction per migration keeps each migration atomic and lets the next one use its values.
 */
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { PgDialect, type PgSession } from 'drizzle-orm/pg-core';

/** Any drizzle database of PostgreSQL: only its session is used. */
interface WithSession {
  readonly _: { readonly session: unknown };
}

/** When the last migration applied was made (drizzle's `created_at`), or null for a new database. */
async function lastApplied(session: PgSession): Promise<number | null> {
  const [table] = await session.all<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return null;
  const [row] = await session.all<{ last: string | null }>(
    sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  return row?.last == null ? null : Number(row.last);
}

export async function migrateEach(db: WithSession, migrationsFolder: string): Promise<void> {
  const session = db._.session as PgSession;
  const migrations = readMigrationFiles({ migrationsFolder });
  const last = await lastApplied(session);
  const firstPending = migrations.findIndex((m) => last === null || m.folderMillis > last);
  // An up-to-date database (every start but an upgrade's) costs the two queries above.
  if (firstPending === -1) return;
  const dialect = new PgDialect();
  // Each call applies the migrations of its list newer than the last one applied: with the list
  // grown one at a time, that is at most one migration per call, in its own transaction.
  for (let count = firstPending + 1; count <= migrations.length; count += 1) {
    await dialect.migrate(migrations.slice(0, count), session, { migrationsFolder });
  }
}
