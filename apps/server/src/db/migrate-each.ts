/**
 * Pending migrations applied one transaction each, in order, with drizzle's own bookkeeping (the
 * `drizzle.__drizzle_migrations` table). Drizzle's migrator applies every pending migration in a
 * single transaction, and PostgreSQL refuses to use an enum value added by `ALTER TYPE ... ADD
 * VALUE` before the transaction that added it commits ("unsafe use of new value"): a release
 * that adds a status in one migration and indexes it in the next would fail to upgrade. One
 * transaction per migration keeps each migration atomic and lets the next one use its values.
 */
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { PgDialect, type PgSession } from 'drizzle-orm/pg-core';

/** Any drizzle database of PostgreSQL: only its session is used. */
interface WithSession {
  readonly _: { readonly session: unknown };
}

export async function migrateEach(db: WithSession, migrationsFolder: string): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const dialect = new PgDialect();
  // Each call applies the migrations of its list newer than the last one applied: with the list
  // grown one at a time, that is at most one migration per call, in its own transaction.
  for (let count = 1; count <= migrations.length; count += 1) {
    await dialect.migrate(migrations.slice(0, count), db._.session as PgSession, {
      migrationsFolder,
    });
  }
}
