/**
 * A real server process, started from the sources (`node --import tsx src/server.ts`) the way an
 * instance behind a load balancer runs: its own port, the given environment, JSON log lines kept
 * for the test to read. Used by the scale-out test to run several instances on one database, and
 * by the kill -9 test to crash one and start another on the same data (pass DATA_DIR).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPOSITORY_ROOT, SERVER_ROOT } from '../../src/config/env.ts';

export interface ServerProcess {
  name: string;
  url: string;
  /** Every JSON log line written so far. */
  logs: Record<string, unknown>[];
  /** SIGTERM, then waits for the graceful exit (SIGKILL after `timeoutMs`). */
  stop(timeoutMs?: number): Promise<void>;
  /** SIGKILL, as a crash or the kernel's OOM killer: no graceful stop. Waits until it is gone. */
  kill(): Promise<void>;
}

/** A port nothing listens on at the moment of asking. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Start-up on a loaded machine (2 cores shared by several test runs) can be slow. */
const STARTUP_MS = 120_000;

async function waitUntilReady(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with ${child.exitCode} before serving:\n${output()}`);
    }
    const ready = await fetch(`${url}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become ready within ${timeoutMs / 1000} s:\n${output()}`);
}

export async function startServerProcess(
  name: string,
  env: Record<string, string>,
  { readyTimeoutMs = STARTUP_MS }: { readyTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `mainstay-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', join(SERVER_ROOT, 'src/server.ts')], {
    cwd: REPOSITORY_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  const text: string[] = [];
  let pending = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      text.push(line);
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // Not a log line (e.g. a sign-in table); kept as text for error messages.
      }
    }
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => text.push(chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });

  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(url, child, () => text.join('\n'), readyTimeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    cleanUp();
    throw error;
  }
  return {
    name,
    url,
    logs,
    async stop(timeoutMs = 15_000) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
        await exited;
        clearTimeout(timer);
      }
      cleanUp();
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      cleanUp();
    },
  };
}
