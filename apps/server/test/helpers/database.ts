/**
 * The one way tests get a database: an in-memory PGlite (or one on disk, for durability tests),
 * or, when the suite runs against PostgreSQL, a fresh database of its own on that server. Either
 * way it is migrated and ready, being a copy of the one the global setup migrated (a PGlite
 * started from its dump, or a PostgreSQL database created from it as a template); `dispose()`
 * closes it and drops it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

export interface TestDatabase {
  handle: DatabaseHandle;
  kind: DatabaseHandle['kind'];
  /** Reopens the same database (after `handle.close()`), e.g. to check what was persisted. */
  reopen(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

export const usingPostgres = (): boolean => inject('postgresAdminUrl') !== '';

let migratedSnapshot: Blob | undefined;

/** The global setup's migrated PGlite, read from disk once and kept. */
function pgliteSnapshot(): Blob {
  migratedSnapshot ??= new Blob([readFileSync(inject('pgliteSnapshotPath'))]);
  return migratedSnapshot;
}

export interface CreateTestDatabaseOptions {
  /** PGlite only: keep the data in a temporary directory instead of memory. */
  onDisk?: boolean;
}

export async function createTestDatabase(
  options: CreateTestDatabaseOptions = {},
): Promise<TestDatabase> {
  if (usingPostgres()) {
    const adminUrl = inject('postgresAdminUrl');
    const template = inject('postgresRunId');
    const name = `${template}_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    const open = () => openDatabase({ databaseUrl: databaseUrl(adminUrl, name) });
    const handle = await open();
    let current = handle;
    return {
      handle,
      kind: 'postgresql',
      reopen: async () => (current = await open()),
      async dispose() {
        await handle.close();
        await current.close();
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      },
    };
  }

  const directory = options.onDisk ? mkdtempSync(join(tmpdir(), 'mainstay-test-')) : undefined;
  const open = () => openDatabase({ pgliteDir: directory });
  const handle = await openDatabase({ pgliteDir: directory, pgliteSnapshot: pgliteSnapshot() });
  let current = handle;
  return {
    handle,
    kind: 'embedded',
    reopen: async () => {
      if (!directory) throw new Error('Only an on-disk test database can be reopened');
      current = await open();
      return current;
    },
    async dispose() {
      await handle.close();
      await current.close();
      if (directory) rmSync(directory, { recursive: true, force: true });
    },
  };
}
