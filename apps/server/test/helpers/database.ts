/**
 * The one way tests get a database: an in-memory PGlite (or one on disk, for durability tests),
 * or, when the suite runs against PostgreSQL, a fresh database of its own on that server. Either
 * way it is migrated and ready; `dispose()` closes it and drops it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';

export interface TestDatabase {
  handle: DatabaseHandle;
  kind: DatabaseHandle['kind'];
  /** Reopens the same database (after `handle.close()`), e.g. to check what was persisted. */
  reopen(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

export const usingPostgres = (): boolean => inject('postgresAdminUrl') !== '';

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface CreateTestDatabaseOptions {
  /** PGlite only: keep the data in a temporary directory instead of memory. */
  onDisk?: boolean;
}

export async function createTestDatabase(
  options: CreateTestDatabaseOptions = {},
): Promise<TestDatabase> {
  if (usingPostgres()) {
    const name = `${inject('postgresRunId')}_${randomBytes(4).toString('hex')}`;
    await adminQuery(`CREATE DATABASE "${name}"`);
    const url = databaseUrl(inject('postgresAdminUrl'), name);
    const open = () => openDatabase({ databaseUrl: url });
    const handle = await open();
    await handle.migrate();
    let current = handle;
    return {
      handle,
      kind: 'postgresql',
      reopen: async () => (current = await open()),
      async dispose() {
        await handle.close();
        await current.close();
        await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      },
    };
  }

  const directory = options.onDisk ? mkdtempSync(join(tmpdir(), 'mainstay-test-')) : undefined;
  const open = () => openDatabase({ pgliteDir: directory });
  const handle = await open();
  await handle.migrate();
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
