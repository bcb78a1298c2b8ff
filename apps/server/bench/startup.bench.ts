/**
 * Start-up of the compiled server, as `npm start` runs it: builds dist/server.js, starts it once
 * on a new data directory (which migrates and seeds the demo organisation), then starts it again
 * BENCH_STARTS times (default 5) on that existing directory and measures from spawning the
 * process to the first 200 from GET /api/health. Target: under 2 s on the embedded database.
 * On Linux it also shows the processor time the server used by then: on a busy machine the wall
 * time mostly measures waiting for a core, the processor time what start-up itself costs.
 * BENCH_SERVER_FLAGS adds Node.js flags to the server, e.g. "--cpu-prof" to see where the time goes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildServer, SERVER_BUNDLE } from '../scripts/server-bundle.ts';

const STARTS = Number(process.env.BENCH_STARTS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3918);
const TARGET_MS = 2000;
const SERVER_FLAGS = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
const HEALTH = `http://127.0.0.1:${PORT}/api/health`;

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(HEALTH)).status === 200;
  } catch {
    return false; // not listening yet
  }
}

/** User and system processor time of a process so far (all its threads), from /proc. */
function cpuMsOf(pid: number | undefined): number {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime (fields 14 and 15 of the line) in clock ticks, 100 per second on Linux.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

interface Start {
  ms: number;
  cpuMs: number;
  server: ChildProcess;
}

/** Spawns the server and resolves once it has answered its first 200. */
async function startServer(dataDir: string): Promise<Start> {
  if (await healthy()) throw new Error(`Something already answers on port ${PORT}`);
  const started = performance.now();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  // The embedded database is the case measured, with nothing loaded behind the bundle's back.
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  const server = spawn(process.execPath, [...SERVER_FLAGS, '--enable-source-maps', SERVER_BUNDLE], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  server.once('exit', () => (exited = true));
  for (;;) {
    if (await healthy()) {
      return { ms: performance.now() - started, cpuMs: cpuMsOf(server.pid), server };
    }
    if (exited) throw new Error(`The server exited with ${server.exitCode} before answering`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function stopServer(server: ChildProcess): Promise<void> {
  const exit = once(server, 'exit');
  server.kill('SIGTERM');
  await exit;
}

async function main() {
  const built = await buildServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'mainstay-startup-bench-'));
  try {
    const first = await startServer(dataDir);
    await stopServer(first.server);
    const starts: Start[] = [];
    for (let run = 0; run < STARTS; run += 1) {
      const start = await startServer(dataDir);
      starts.push(start);
      await stopServer(start.server);
    }
    const wall = starts.map((start) => start.ms).sort((a, b) => a - b);
    const cpu = starts.map((start) => start.cpuMs).sort((a, b) => a - b);
    const middle = Math.floor(starts.length / 2);
    const median = wall[middle] ?? Number.NaN;
    console.log(
      `\nStart-up of the compiled server (${Math.round(built.bytes / 1024)} kB), embedded database, spawn to first 200 from GET /api/health\n`,
    );
    console.table([
      {
        case: 'existing data directory',
        starts: starts.length,
        'min ms': Math.round(wall[0] ?? Number.NaN),
        'median ms': Math.round(median),
        'max ms': Math.round(wall.at(-1) ?? Number.NaN),
        'median CPU ms': Math.round(cpu[middle] ?? Number.NaN),
      },
      {
        case: 'new data directory (migrate, seed)',
        starts: 1,
        'median ms': Math.round(first.ms),
        'median CPU ms': Math.round(first.cpuMs),
      },
    ]);
    console.log(
      `  target: median under ${TARGET_MS} ms on an existing data directory: ${median < TARGET_MS ? 'PASS' : 'FAIL'}\n`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
