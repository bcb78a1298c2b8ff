/**
 * When DATABASE_URL is set, the suite runs on that PostgreSQL server: this setup picks a run id,
 * hands the admin URL and the id to the tests (each test file creates its own database named
 * `<run id>_<n>`, so files running in parallel never share data), and at the end drops every
 * database of the run, terminating leftover connections first.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin connection string of the PostgreSQL server, or '' to use PGlite. */
    postgresAdminUrl: string;
    /** Prefix of every database this run creates. */
    postgresRunId: string;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL ?? '';
  const runId = `mainstay_test_${randomBytes(4).toString('hex')}`;
  project.provide('postgresAdminUrl', adminUrl);
  project.provide('postgresRunId', runId);
  if (!adminUrl) return undefined;

  // Fail fast, with a clear message, when the server is not there.
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE "${runId}"`);
  await client.end();

  return async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
        [runId, `${runId}\\_%`],
      );
      for (const { datname } of rows) {
        await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [datname],
        );
        await admin.query(`DROP DATABASE IF EXISTS "${datname}"`);
      }
    } finally {
      await admin.end();
    }
  };
}
