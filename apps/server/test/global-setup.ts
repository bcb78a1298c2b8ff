/**
 * Migrates one database per run so that no test file pays for the migrations (nor, on PGlite,
 * for initdb) again. On PGlite it is dumped to a tarball in a temporary directory, and each test
 * database starts from a copy of it. When DATABASE_URL is set, the run's own database
 * `<run id>` is migrated and serves as the template of every test database (`<run id>_<n>`, one
 * per test file, so files running in parallel never share data); at the end every database of
 * the run is dropped, leftover connections terminated first.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { adminQuery, databaseUrl, dropRunDatabases } from './helpers/postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin connection string of the PostgreSQL server, or '' to use PGlite. */
    postgresAdminUrl: string;
    /** Prefix of every database this run creates, and the name of their migrated template. */
    postgresRunId: string;
    /** PGlite only: path of the migrated database's `dumpDataDir()` tarball. */
    pgliteSnapshotPath: string;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL ?? '';
  const runId = `mainstay_test_${randomBytes(4).toString('hex')}`;
  project.provide('postgresAdminUrl', adminUrl);
  project.provide('postgresRunId', runId);
  if (!adminUrl) {
    const directory = mkdtempSync(join(tmpdir(), 'mainstay-test-snapshot-'));
    const snapshotPath = join(directory, 'migrated.tar');
    writeFileSync(snapshotPath, await migratedPgliteSnapshot());
    project.provide('pgliteSnapshotPath', snapshotPath);
    return () => rmSync(directory, { recursive: true, force: true });
  }
  project.provide('pgliteSnapshotPath', '');

  // Fails fast, with a clear message, when the server is not there.
  await adminQuery(adminUrl, `CREATE DATABASE "${runId}"`);
  try {
    const template = await openDatabase({ databaseUrl: databaseUrl(adminUrl, runId) });
    try {
      await template.migrate();
    } finally {
      // Nothing may stay connected to a template while it is cloned.
      await template.close();
    }
  } catch (error) {
    await dropRunDatabases(adminUrl, runId);
    throw error;
  }

  return () => dropRunDatabases(adminUrl, runId);
}

async function migratedPgliteSnapshot(): Promise<Uint8Array> {
  const handle = await openDatabase({});
  try {
    await handle.migrate();
    // Checkpointed first, so a database started from the dump has no WAL to replay.
    const tarball = await handle.embedded?.dumpDataDir();
    if (!tarball) throw new Error('The embedded database could not be dumped');
    return new Uint8Array(await tarball.arrayBuffer());
  } finally {
    await handle.close();
  }
}
