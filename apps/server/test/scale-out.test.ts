/**
 * Scale-out: four real server processes on one PostgreSQL database, as instances behind a load
 * balancer. Two count rate limits on their own (no REDIS_URL), two share them through Redis.
 * All serve the same data; a token signed out on one is refused by the others at once; each
 * scheduled job occurrence runs once, whichever process picks it up.
 *
 * PostgreSQL only: the embedded database belongs to one process (it is a directory opened by a
 * single PGlite), so this file is skipped on PGlite; CI runs it in the suite's PostgreSQL pass.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, usingPostgres, type TestDatabase } from './helpers/database.ts';
import pg from 'pg';
import { adminQuery, databaseUrl } from './helpers/postgres-admin.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';
import { redisKeys, redisReachable, TEST_REDIS_URL, uniqueRedisPrefix } from './helpers/redis.ts';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';

const onPostgres = usingPostgres();

async function createCheckClient(connectionString: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  return client;
}
const withRedis = onPostgres && (await redisReachable());

interface MinuteCount {
  name: string;
  minute: string;
  jobs: number;
  done: number;
}

const login = (server: ServerProcess, email: string) =>
  fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'guessing-again', device_name: 'x', remember: false }),
  }).then((response) => response.status);

const me = (server: ServerProcess, token: string) =>
  fetch(`${server.url}/api/v1/auth/me`, { headers: bearer(token) }).then(
    (response) => response.status,
  );

describe.skipIf(!onPostgres)(
  'several server processes on one PostgreSQL (skipped on PGlite: one process per embedded database)',
  () => {
    const prefix = uniqueRedisPrefix();
    let database: TestDatabase;
    /** Rate limits per process. */
    let alone: ServerProcess[] = [];
    /** Rate limits in Redis (only when Redis is reachable). */
    let shared: ServerProcess[] = [];

    beforeAll(async () => {
      database = await createTestDatabase();
      const connectionString = database.handle.connectionString ?? '';
      const env = {
        DATABASE_URL: connectionString,
        // Sign-in: one attempt per account and minute, three per address (the defaults x 0.1).
        AUTH_RATE_LIMIT_FACTOR: '0.1',
        JOBS_EVERY_MINUTE: '1',
        // Info, to see each run of the token purge in the log of the process that ran it.
        LOG_LEVEL: 'info',
      };
      const redisEnv = { ...env, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix };
      const names = withRedis
        ? ['alone-1', 'alone-2', 'shared-1', 'shared-2']
        : ['alone-1', 'alone-2'];
      const started = await Promise.allSettled(
        names.map((name) => startServerProcess(name, name.startsWith('shared') ? redisEnv : env)),
      );
      const servers = started.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      );
      alone = servers.filter((server) => server.name.startsWith('alone'));
      shared = servers.filter((server) => server.name.startsWith('shared'));
      const failed = started.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    }, 90_000);

    afterAll(async () => {
      await Promise.all([...alone, ...shared].map((server) => server.stop()));
      await database?.dispose();
      if (withRedis) await redisKeys(prefix, { remove: true });
    }, 60_000);

    const everyServer = () => [...alone, ...shared];

    it('serves the same data from every process', async () => {
      const organisation = await createOrganisation(database.handle.db, 'Shared Estates');
      const { token } = await createUserWithToken(database.handle.db, organisation.id);
      for (const server of everyServer()) {
        const response = await fetch(`${server.url}/api/v1/auth/me`, { headers: bearer(token) });
        expect(response.status, server.name).toBe(200);
        expect((await response.json()) as unknown, server.name).toMatchObject({
          user: { entity: { id: organisation.id } },
        });
      }
    });

    it('refuses a signed-out token on every other process at once', async () => {
      const organisation = await createOrganisation(database.handle.db, 'Sign-out Estates');
      const { token } = await createUserWithToken(database.handle.db, organisation.id);
      const [first, ...others] = everyServer();
      if (!first) throw new Error('No server started');
      for (const server of others) expect(await me(server, token), server.name).toBe(200);
      const signedOut = await fetch(`${first.url}/api/v1/auth/logout`, {
        method: 'POST',
        headers: bearer(token),
      });
      expect(signedOut.status).toBe(200);
      for (const server of others) expect(await me(server, token), server.name).toBe(401);
    });

    it('counts sign-in attempts per process without REDIS_URL', async () => {
      const [one, two] = alone;
      if (!one || !two) throw new Error('Two processes without Redis are needed');
      const email = 'alone@limits.example';
      // One attempt per account and minute, but each process grants its own.
      expect(await login(one, email)).toBe(401);
      expect(await login(two, email)).toBe(401);
      expect(await login(one, email)).toBe(429);
      expect(await login(two, email)).toBe(429);
    });

    it.skipIf(!withRedis)('shares sign-in limits through Redis with REDIS_URL', async () => {
      const [one, two] = shared;
      if (!one || !two) throw new Error('Two processes with Redis are needed');
      const email = 'shared@limits.example';
      expect(await login(one, email)).toBe(401);
      // The other process sees the attempt the first one counted.
      expect(await login(two, email)).toBe(429);
      expect(await login(one, email)).toBe(429);
      expect((await redisKeys(prefix)).length).toBeGreaterThan(0);
    });

    it('runs each scheduled occurrence once across the processes', async () => {
      const db = database.handle.db;
      // Jobs of the scheduled queues per minute: with every job due each minute, one per minute.
      const jobsPerMinute = async () => {
        const result = await db.execute(sql`
          select name, date_trunc('minute', created_on)::text as minute, count(*)::int as jobs,
            count(*) filter (where state = 'completed')::int as done
          from pgboss.job where name in ('maintenance.purge-expired-tokens', 'sla.check')
          group by 1, 2 order by 1, 2`);
        // PostgreSQL only here, so node-postgres's result shape.
        return (result as unknown as { rows: MinuteCount[] }).rows;
      };
      const purges = (rows: MinuteCount[]) =>
        rows
          .filter((row) => row.name === 'maintenance.purge-expired-tokens')
          .reduce((sum, row) => sum + row.done, 0);
      // The first occurrence comes at the next minute boundary.
      const deadline = Date.now() + 75_000;
      while (purges(await jobsPerMinute()) === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      // Every process checks schedules every second: a duplicate would have been sent by now.
      await new Promise((resolve) => setTimeout(resolve, 3_000));

      const rows = await jobsPerMinute();
      expect(purges(rows)).toBeGreaterThan(0);
      expect(new Set(rows.map((row) => row.name))).toEqual(
        new Set(['maintenance.purge-expired-tokens', 'sla.check']),
      );
      for (const row of rows)
        expect(row, 'one job per queue and minute').toMatchObject({ jobs: 1 });

      // The side effect: the purge ran once per job, in one process or another.
      const runs = everyServer().flatMap((server) =>
        server.logs.filter((line) => line.msg === 'Purged expired access tokens'),
      );
      expect(runs).toHaveLength(purges(rows));
    }, 90_000);
  },
);

describe.skipIf(!onPostgres)(
  'instances starting together on an empty PostgreSQL database (skipped on PGlite)',
  () => {
    it('migrate and seed it once, and all come up', async () => {
      const adminUrl = inject('postgresAdminUrl');
      // Named after the run, so the run's teardown drops it whatever happens here.
      const name = `${inject('postgresRunId')}_empty_${randomBytes(4).toString('hex')}`;
      await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
      const env = { DATABASE_URL: databaseUrl(adminUrl, name), SEED_DEMO: '1' };
      const started = await Promise.allSettled([
        startServerProcess('empty-1', env),
        startServerProcess('empty-2', env),
      ]);
      const servers = started.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      );
      try {
        for (const result of started) {
          if (result.status === 'rejected') throw result.reason;
        }
        const passwords = new Set<string>();
        for (const server of servers) {
          const demo = await fetch(`${server.url}/api/v1/auth/demo-accounts`);
          const body = (await demo.json()) as { enabled: boolean; password: string };
          expect(body).toMatchObject({ enabled: true });
          passwords.add(body.password);
        }
        // One installation, one demo password, whichever server made it.
        expect(passwords.size).toBe(1);
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
      }
      const check = await createCheckClient(databaseUrl(adminUrl, name));
      try {
        const { rows } = await check.query<{ organisations: number }>(
          `select count(*)::int as organisations from organisations where is_demo`,
        );
        expect(rows[0]?.organisations, 'the demo organisation, once').toBe(1);
      } finally {
        await check.end();
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }
    }, 120_000);
  },
);
