/**
 * The compiled server as a process (built here: this suite runs before `npm run build`): one
 * server per embedded data directory, and one graceful stop however it is asked for.
 *
 * - A second server on a directory in use exits non-zero, naming the directory and the holder's
 *   pid, and the first keeps serving; after a kill -9, the next server takes the directory over.
 * - For each way of stopping (Ctrl-C to the group of `npm start`, a SIGTERM to npm's shell, to
 *   scripts/start.mjs or to the server alone, a signal twice), requests in flight when the signal
 *   comes are answered, new ones get 503 or a refused connection (never an answer cut in the
 *   middle), and the server exits cleanly, once, well within SHUTDOWN_TIMEOUT_MS.
 *
 * PGlite pass only: stopping does not depend on the database, and the lock is the embedded one's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { SERVER_BUNDLE, buildServer } from '../scripts/server-bundle.ts';
import { REPOSITORY_ROOT } from '../src/config/env.ts';
import { openDatabase, pgliteDirectory } from '../src/db/client.ts';
import { usingPostgres } from './helpers/database.ts';
import { createOrganisation } from './helpers/fixtures.ts';
import { rawRequest, type Outcome } from './helpers/raw-http.ts';
import { freePort } from './helpers/server-process.ts';

const SUPERVISOR = join(REPOSITORY_ROOT, 'scripts', 'supervise.mjs');
const SHUTDOWN_TIMEOUT_MS = 30_000;
/** Start-up on a loaded machine can be slow; everything else waits on conditions. */
const STARTUP_MS = 120_000;

/** How the server is started: as `node dist/server.js`, by start.mjs, or by start.mjs under npm. */
type Launch = 'server' | 'start.mjs' | 'npm start';

interface Running {
  port: number;
  /** The process started: the server itself, start.mjs (supervise.mjs), or npm's shell. */
  launcher: ChildProcess;
  launcherExit: Promise<number | null>;
  serverPid(): number | undefined;
  output(): string;
  messages(): string[];
  /** The paths of the requests the server has begun to handle. */
  requested(): string[];
}

const running: Running[] = [];

function waitFor(what: string, check: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const poll = () => {
      if (check()) return resolve();
      if (Date.now() > deadline) return reject(new Error(`Timed out waiting for ${what}`));
      setTimeout(poll, 50);
    };
    poll();
  });
}

function alive(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function start(launch: Launch, dataDir: string): Promise<Running> {
  const port = await freePort();
  const env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    ...(launch === 'npm start' ? { npm_lifecycle_event: 'start' } : {}),
  };
  const node = process.execPath;
  // Supervised ones get a process group of their own, as a terminal gives `npm start`.
  const launcher =
    launch === 'server'
      ? spawn(node, [SERVER_BUNDLE], { env, stdio: ['ignore', 'pipe', 'pipe'] })
      : launch === 'start.mjs'
        ? spawn(node, [SUPERVISOR, SERVER_BUNDLE], {
            env,
            detached: true,
            stdio: ['ignore', 'pipe', 'pipe'],
          })
        : spawn('sh', ['-c', `"${node}" "${SUPERVISOR}" "${SERVER_BUNDLE}"`], {
            env,
            detached: true,
            stdio: ['ignore', 'pipe', 'pipe'],
          });
  let text = '';
  launcher.stdout?.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  launcher.stderr?.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  const launcherExit = new Promise<number | null>((resolve) =>
    launcher.once('exit', (code) => resolve(code)),
  );
  const logLines = () =>
    text.split('\n').flatMap((line) => {
      try {
        return [JSON.parse(line) as { pid?: number; msg?: string; req?: { url?: string } }];
      } catch {
        return [];
      }
    });
  const server: Running = {
    port,
    launcher,
    launcherExit,
    serverPid: () => logLines().find((line) => typeof line.pid === 'number')?.pid,
    output: () => text,
    messages: () => logLines().map((line) => line.msg ?? ''),
    requested: () =>
      logLines().flatMap((line) =>
        line.msg === 'incoming request' && line.req?.url ? [line.req.url] : [],
      ),
  };
  running.push(server);
  return server;
}

async function startReady(launch: Launch, dataDir: string): Promise<Running> {
  const server = await start(launch, dataDir);
  let ready = false;
  const deadline = Date.now() + STARTUP_MS;
  while (!ready) {
    if (server.launcher.exitCode !== null || Date.now() > deadline) {
      throw new Error(`The server did not become ready:\n${server.output()}`);
    }
    ready = await fetch(`http://127.0.0.1:${server.port}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return server;
}

const count = (server: Running, message: string) =>
  server.messages().filter((line) => line === message).length;

let dataDir: string;

describe.skipIf(usingPostgres())('the server process', () => {
  beforeAll(async () => {
    await buildServer();
    dataDir = mkdtempSync(join(tmpdir(), 'mainstay-process-'));
    // Migrated, with an organisation (so no demo seeding): start-up is only what every start does.
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshotPath'))]);
    const handle = await openDatabase({
      pgliteDir: pgliteDirectory(dataDir),
      pgliteSnapshot: snapshot,
    });
    await createOrganisation(handle.db, 'Process Estates');
    await handle.close();
  }, STARTUP_MS);

  afterEach(async () => {
    // Whatever a failed test left running.
    for (const server of running.splice(0)) {
      for (const pid of [server.serverPid(), server.launcher.pid]) {
        if (alive(pid)) process.kill(pid as number, 'SIGKILL');
      }
      await waitFor('the server to go', () => !alive(server.serverPid()));
    }
  });

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'refuses a second server on a data directory in use, while the first keeps serving; takes the directory over after a kill -9',
    async () => {
      const first = await startReady('server', dataDir);
      const second = await start('server', dataDir);
      expect(await second.launcherExit).toBe(1);
      expect(second.output()).toContain(`The embedded database in ${pgliteDirectory(dataDir)}`);
      expect(second.output()).toContain(`process ${first.launcher.pid}`);
      const ready = await fetch(`http://127.0.0.1:${first.port}/api/ready`);
      expect(ready.status).toBe(200);

      first.launcher.kill('SIGKILL');
      await first.launcherExit;
      // The lock file stays behind, naming a dead process.
      expect(existsSync(`${pgliteDirectory(dataDir)}.lock`)).toBe(true);
      const next = await startReady('server', dataDir);
      next.launcher.kill('SIGTERM');
      expect(await next.launcherExit).toBe(0);
      expect(existsSync(`${pgliteDirectory(dataDir)}.lock`)).toBe(false);
    },
    STARTUP_MS * 3,
  );

  const LOGIN = JSON.stringify({
    email: 'nobody@example.com',
    password: 'not-the-password',
    device_name: 'process test',
    remember: false,
  });

  const ways: { how: string; launch: Launch; stop(server: Running): void }[] = [
    {
      how: 'Ctrl-C (SIGINT to the process group of npm start)',
      launch: 'npm start',
      stop: (server) => process.kill(-(server.launcher.pid as number), 'SIGINT'),
    },
    {
      how: 'a SIGTERM to npm’s shell alone (npm passes its SIGTERM on to it)',
      launch: 'npm start',
      stop: (server) => server.launcher.kill('SIGTERM'),
    },
    {
      how: 'a SIGTERM to scripts/start.mjs alone',
      launch: 'start.mjs',
      stop: (server) => server.launcher.kill('SIGTERM'),
    },
    {
      how: 'a SIGTERM to the server alone, under start.mjs',
      launch: 'start.mjs',
      stop: (server) => process.kill(server.serverPid() as number, 'SIGTERM'),
    },
    {
      how: 'SIGINT to the server, then SIGTERM while it stops',
      launch: 'server',
      stop: (server) => {
        server.launcher.kill('SIGINT');
        void waitFor(
          'the stop',
          () => count(server, 'Shutting down: finishing requests and jobs') > 0,
        ).then(() => server.launcher.kill('SIGTERM'));
      },
    },
  ];

  it.each(ways)(
    'stops gracefully on $how: requests in flight are answered, new ones refused',
    async ({ launch, stop }) => {
      const server = await startReady(launch, dataDir);
      const serverPid = server.serverPid();
      expect(serverPid).toBeTypeOf('number');

      // In flight: the body is still coming when the signal arrives.
      const inFlight = await Promise.all(
        Array.from({ length: 4 }, () =>
          rawRequest(server.port, {
            method: 'POST',
            path: '/api/v1/auth/login',
            body: LOGIN,
            holdBack: 8,
          }),
        ),
      );
      await waitFor(
        'the requests to arrive',
        () => server.requested().filter((path) => path === '/api/v1/auth/login').length === 4,
      );

      stop(server);
      await waitFor(
        'the stop to begin',
        () => count(server, 'Shutting down: finishing requests and jobs') === 1,
      );

      const late = await Promise.all(
        Array.from({ length: 3 }, () =>
          rawRequest(server.port, { method: 'GET', path: '/api/health' }),
        ),
      );
      for (const outcome of await Promise.all(late.map((request) => request.outcome))) {
        const refused = outcome.kind === 'refused';
        const unavailable =
          outcome.kind === 'answered' &&
          outcome.status === 503 &&
          outcome.headers.connection === 'close';
        expect({ outcome, refusedOr503: refused || unavailable }).toMatchObject({
          refusedOr503: true,
        });
      }

      for (const request of inFlight) request.finish();
      const answers: Outcome[] = await Promise.all(inFlight.map((request) => request.outcome));
      for (const answer of answers) {
        expect(answer).toMatchObject({ kind: 'answered', headers: { connection: 'close' } });
      }

      await waitFor('the server to exit', () => !alive(serverPid), SHUTDOWN_TIMEOUT_MS);
      expect(count(server, 'Stopped cleanly')).toBe(1);
      expect(count(server, 'Shutting down: finishing requests and jobs')).toBe(1);
      expect(server.output()).not.toContain('Shutdown timed out');
      if (launch !== 'npm start') expect(await server.launcherExit).toBe(0);
      // The directory is free for the next start.
      expect(existsSync(`${pgliteDirectory(dataDir)}.lock`)).toBe(false);
    },
    STARTUP_MS + SHUTDOWN_TIMEOUT_MS,
  );
});
