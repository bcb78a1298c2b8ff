/**
 * A real database outage, end to end: the server runs as its own process, its DATABASE_URL
 * pointing at a TCP proxy (written here) in front of the PostgreSQL on 127.0.0.1:5432, on a
 * fresh database. Cutting the proxy (open connections destroyed, new ones refused) makes requests
 * answer 503 with Retry-After, with one log line for the whole outage and no stack trace;
 * restoring it makes the same process answer again, without a restart.
 *
 * Needs PostgreSQL on 127.0.0.1:5432 (the suite's server when DATABASE_URL is set): skipped,
 * saying so, when it cannot be reached. Runs in both passes of the suite, since it brings its own
 * database.
 */
import { randomBytes } from 'node:crypto';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';
import { adminQuery, databaseUrl } from './helpers/postgres-admin.ts';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';

const POSTGRES = { host: '127.0.0.1', port: 5432 };
const ADMIN_URL =
  inject('postgresAdminUrl') || `postgres://postgres@${POSTGRES.host}:${POSTGRES.port}/postgres`;

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const reachable = await postgresReachable();

interface Proxy {
  port: number;
  /** Destroys every open connection and refuses new ones, as a database that went away. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** A TCP proxy to PostgreSQL that can be cut and restored. */
async function startProxy(): Promise<Proxy> {
  const open = new Set<Socket>();
  let up = true;
  const server: Server = createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = connect(POSTGRES.port, POSTGRES.host);
    open.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    for (const socket of [client, upstream]) socket.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      up = false;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore() {
      up = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Warnings and errors the server wrote (pino levels: 40 warn, 50 error, 60 fatal). */
const problems = (server: ServerProcess) =>
  server.logs.filter((line) => typeof line.level === 'number' && line.level >= 40);

async function waitFor<T>(what: string, attempt: () => Promise<T | undefined>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.skipIf(!reachable)(
  'a database outage, through a real server process (skipped when PostgreSQL on 127.0.0.1:5432 is unreachable)',
  () => {
    const name = `mainstay_outage_${randomBytes(4).toString('hex')}`;
    let proxy: Proxy;
    let server: ServerProcess | undefined;
    let token: string;

    beforeAll(async () => {
      await adminQuery(ADMIN_URL, `CREATE DATABASE "${name}"`);
      proxy = await startProxy();
      const direct = databaseUrl(ADMIN_URL, name);
      const throughProxy = new URL(direct);
      throughProxy.host = `127.0.0.1:${proxy.port}`;
      // Migrated here, so the server (which checks the migrations at start) is quickly ready.
      const handle = await openDatabase({ databaseUrl: direct });
      try {
        await handle.migrate();
        const organisation = await createOrganisation(handle.db, 'Outage Estates');
        ({ token } = await createUserWithToken(handle.db, organisation.id));
      } finally {
        await handle.close();
      }
      server = await startServerProcess(
        'outage',
        { DATABASE_URL: throughProxy.toString() },
        { readyTimeoutMs: 150_000 },
      );
    }, 240_000);

    afterAll(async () => {
      await server?.stop();
      await proxy?.close();
      await adminQuery(ADMIN_URL, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    });

    const me = () =>
      fetch(`${server!.url}/api/v1/auth/me`, { headers: bearer(token) }).then(async (response) => ({
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: await response.text(),
      }));

    it('answers 503 with Retry-After while the database is away, logged once', async () => {
      expect((await me()).status).toBe(200);
      const before = problems(server!).length;

      proxy.cut();
      // In a row and at once: each meets the outage, none is logged on its own.
      const answers = [];
      for (let i = 0; i < 5; i += 1) answers.push(await me());
      answers.push(...(await Promise.all(Array.from({ length: 5 }, me))));
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.retryAfter).toBe('5');
        expect(JSON.parse(answer.body)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
        expect(answer.body).not.toMatch(/ECONN|terminated|\bat /);
      }

      // The job queue polls every second or two: give it time to meet the outage a few times.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const logged = problems(server!).slice(before);
      expect(logged.map((line) => line.msg)).toEqual([
        'The database is unreachable: requests answer 503 until it is back',
      ]);
      expect(JSON.stringify(logged)).not.toMatch(/\\n\s+at /);
    }, 60_000);

    it('answers again once the database is back, without a restart', async () => {
      proxy.restore();
      const status = await waitFor(
        'the first answer after the outage',
        async () => {
          const { status } = await me();
          return status === 200 ? status : undefined;
        },
        30_000,
      );
      expect(status).toBe(200);
      const ready = await fetch(`${server!.url}/api/ready`);
      expect(ready.status).toBe(200);
    }, 60_000);
  },
);
