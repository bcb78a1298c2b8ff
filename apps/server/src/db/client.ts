/**
 * One database handle for the rest of the code, whichever backend is underneath: embedded PGlite
 * persisted in DATA_DIR (the default), or a PostgreSQL server through a node-postgres Pool when
 * DATABASE_URL is set. Both speak the same SQL, so code only ever sees `Database`.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../config/env.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** What repositories accept: the database, or a transaction the caller opened. */
export type Executor = Database | Transaction;

export type DatabaseKind = 'embedded' | 'postgresql';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Present on the embedded backend; pg-boss shares this very instance. */
  pglite: PGlite | undefined;
  /** Present on the PostgreSQL backend. */
  connectionString: string | undefined;
  /** Runs `select 1`; rejects when the database does not answer. */
  ping(): Promise<void>;
  /** Applies pending migrations from src/db/migrations. */
  migrate(): Promise<void>;
  /** Closes connections; on PGlite this flushes everything to disk. Safe to call twice. */
  close(): Promise<void>;
  readonly closed: boolean;
}

export const MIGRATIONS_FOLDER = join(SERVER_ROOT, 'src', 'db', 'migrations');

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Directory of the embedded database; absent means in memory (tests). */
  pgliteDir?: string | undefined;
  /**
   * Embedded only: a new database starts from this `dumpDataDir()` tarball instead of an empty
   * cluster (tests start from one already migrated, which is much faster than initdb + migrate).
   */
  pgliteSnapshot?: Blob | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.pgliteDir, options.pgliteSnapshot);
}

/** Where the embedded database lives inside DATA_DIR. */
export function pgliteDirectory(dataDir: string): string {
  return join(dataDir, 'pglite');
}

async function openPglite(
  dataDir: string | undefined,
  snapshot: Blob | undefined,
): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({ dataDir, loadDataDir: snapshot });
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'embedded',
    pglite,
    connectionString: undefined,
    get closed() {
      return closed;
    },
    async ping() {
      if (closed || pglite.closed) throw new Error('The embedded database is closed');
      await db.execute(sql`select 1`);
    },
    async migrate() {
      await migratePglite(drizzlePglite({ client: pglite, schema }), {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      await pglite.close();
    },
  };
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection (e.g. the server restarting) must not crash the process;
  // the next query gets a fresh connection or fails with a proper error.
  pool.on('error', () => {});
  const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'postgresql',
    pglite: undefined,
    connectionString,
    get closed() {
      return closed;
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async migrate() {
      await migrateNodePostgres(drizzleNodePostgres({ client: pool, schema }), {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
