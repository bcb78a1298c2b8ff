/**
 * One database handle for the rest of the code, whichever backend is underneath: embedded PGlite
 * persisted in DATA_DIR (the default), or a PostgreSQL server through a node-postgres Pool when
 * DATABASE_URL is set. Both speak the same SQL, so code only ever sees `Database`.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { SERVER_ROOT } from '../config/env.ts';
import { lockDirectory } from './directory-lock.ts';
import { migrateEach } from './migrate-each.ts';
import { EmbeddedClient } from './embedded-client.ts';
import * as schema from './schema/index.ts';

export { DirectoryLockedError } from './directory-lock.ts';
export type { EmbeddedClient } from './embedded-client.ts';

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
  /**
   * Present on the embedded backend: PGlite on its own thread (embedded-client.ts); pg-boss
   * shares this very connection.
   */
  embedded: EmbeddedClient | undefined;
  /** Present on the PostgreSQL backend. */
  connectionString: string | undefined;
  /** Runs `select 1`; rejects when the database does not answer. */
  ping(): Promise<void>;
  /**
   * Applies pending migrations from src/db/migrations. On PostgreSQL it holds the start-up lock
   * (see `exclusive`), so instances starting together apply a migration once.
   */
  migrate(): Promise<void>;
  /**
   * Runs `task` while no other server process on this database runs one: a session advisory
   * lock on PostgreSQL (start-up steps of instances starting together take turns), nothing on the
   * embedded database, which belongs to one process anyway.
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /** Closes connections; on PGlite this flushes everything to disk. Safe to call twice. */
  close(): Promise<void>;
  readonly closed: boolean;
}

export const MIGRATIONS_FOLDER = join(SERVER_ROOT, 'src', 'db', 'migrations');

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded database is used. */
  databaseUrl?: string | undefined;
  /**
   * Directory of the embedded database; absent means in memory (tests). It is locked while open
   * (`<directory>.lock`): opening it in a second process throws DirectoryLockedError.
   */
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
  // One process per directory: a second server refuses here, before reading or writing anything.
  const lock = dataDir ? lockDirectory(dataDir) : undefined;
  let embedded: EmbeddedClient;
  try {
    embedded = await EmbeddedClient.open({ dataDir, snapshot });
  } catch (error) {
    lock?.release();
    throw error;
  }
  // Drizzle's PGlite driver uses query and transaction only, which the client offers.
  const pglite = embedded as unknown as PGlite;
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'embedded',
    embedded,
    connectionString: undefined,
    get closed() {
      return closed;
    },
    async ping() {
      if (closed || embedded.closed) throw new Error('The embedded database is closed');
      await db.execute(sql`select 1`);
    },
    async migrate() {
      await migrateEach(drizzlePglite({ client: pglite, schema }), MIGRATIONS_FOLDER);
    },
    exclusive: (task) => task(),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await embedded.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** Advisory lock key of the start-up steps (migrations, seeding); any constant of our own. */
const STARTUP_LOCK = 7_305_118_201;

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 10_000,
    // No just-in-time compilation: the dashboard's and reports' aggregates run in tens of
    // milliseconds, yet their cost estimates over a large organisation pass PostgreSQL's JIT
    // threshold, and compiling them took seconds (measured on a million tickets: 4.1 s of JIT
    // for a statement executed in 0.47 s).
    options: '-c jit=off',
  });
  // An idle client losing its connection (e.g. the server restarting) must not crash the process;
  // the next query gets a fresh connection or fails with a proper error.
  pool.on('error', () => {});
  const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Database;
  let closed = false;
  const exclusive = async <T>(task: () => Promise<T>): Promise<T> => {
    // Its own connection: a session lock lives as long as the connection that took it.
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
      try {
        return await task();
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
      }
    } finally {
      lock.release();
    }
  };
  return {
    db,
    kind: 'postgresql',
    embedded: undefined,
    connectionString,
    get closed() {
      return closed;
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async migrate() {
      await exclusive(() =>
        migrateEach(drizzleNodePostgres({ client: pool, schema }), MIGRATIONS_FOLDER),
      );
    },
    exclusive,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
