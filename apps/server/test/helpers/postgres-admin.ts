/**
 * Plain admin statements on the PostgreSQL server the suite runs against (when DATABASE_URL is
 * set): creating and dropping the databases of a run. Shared by the global setup and the tests.
 */
import pg from 'pg';

/** The connection string of database `name` on the server `adminUrl` points at. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Drops the run's template `<run id>` and every `<run id>_<n>`, cutting off leftover connections. */
export async function dropRunDatabases(adminUrl: string, runId: string): Promise<void> {
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
}
