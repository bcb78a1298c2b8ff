/**
 * The embedded database under a write burst: `npm run bench` runs it. The server runs in its own
 * process on a new embedded database in a temporary DATA_DIR (the quick start's setup, demo
 * organisation included). BENCH_WRITERS (default 40) clients each create reactive tickets one
 * after another, so that many creations are always in flight, while /api/health and a ticket's
 * detail are requested at a constant rate (open-loop.ts) for BENCH_SECONDS (default 15).
 *
 * Target: health p99 under 20 ms with 40 creations in flight. The embedded database runs on a
 * thread of its own, so statements never hold the server's thread; before it did, health took up
 * to 965 ms under this load.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchServer } from './bench-server.ts';
import { constantRate, type LoadResult } from './open-loop.ts';

const WRITERS = Number(process.env.BENCH_WRITERS ?? 40);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PORT = Number(process.env.BENCH_PORT ?? 3918);
const HEALTH_RATE = 50;
const DETAIL_RATE = 20;
const BASE = `http://127.0.0.1:${PORT}`;

async function api<T>(path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${BASE}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The demo owner's token, signed in with the password the demo accounts endpoint shows. */
async function signIn(): Promise<string> {
  const demo = await api<{ password: string; accounts: { email: string }[] }>(
    '/v1/auth/demo-accounts',
  );
  const owner = demo.accounts[0];
  if (!owner) throw new Error('The demo organisation has no accounts');
  const session = await api<{ token: string }>('/v1/auth/login', undefined, {
    email: owner.email,
    password: demo.password,
  });
  return session.token;
}

interface WriteResult {
  created: number;
  failed: number;
  p50: number;
  p99: number;
}

/** `WRITERS` clients creating tickets back to back until `stop()` resolves. */
async function writeUntil(token: string, buildingId: string, stop: Promise<void>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: WRITERS });
  const latencies: number[] = [];
  let failed = 0;
  let stopped = false;
  void stop.then(() => (stopped = true));
  const create = (index: number) =>
    new Promise<number>((resolve) => {
      const body = JSON.stringify({
        title: `Burst fault ${index}`,
        building_id: buildingId,
        priority: 'medium',
      });
      const request = http.request(
        {
          host: '127.0.0.1',
          port: PORT,
          method: 'POST',
          path: '/api/v1/reactive-tickets',
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', () => resolve(0));
      request.end(body);
    });
  let next = 0;
  const writer = async () => {
    while (!stopped) {
      const started = performance.now();
      const status = await create(next++);
      if (status === 201) latencies.push(performance.now() - started);
      else failed += 1;
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (fraction: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(fraction * latencies.length))] ?? NaN;
  return { created: latencies.length, failed, p50: at(0.5), p99: at(0.99) } satisfies WriteResult;
}

const ms = (value: number) => value.toFixed(1).padStart(8);

function line(name: string, result: LoadResult): string {
  const ok = [...result.statuses].filter(([status]) => status < 400).reduce((a, [, n]) => a + n, 0);
  return `${name.padEnd(28)}${ms(result.p50)}${ms(result.p99)}   ${ok} answered, ${result.failed} failed`;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'mainstay-bench-embedded-'));
  const stopServer = await startBenchServer(PORT, { DATABASE_URL: '', DATA_DIR: dataDir });
  try {
    const token = await signIn();
    const buildings = await api<{ data: { id: string }[] }>('/v1/buildings?per_page=5', token);
    const tickets = await api<{ data: { id: string }[] }>(
      '/v1/reactive-tickets?per_page=20',
      token,
    );
    const buildingId = buildings.data[0]?.id;
    const ticketIds = tickets.data.map((ticket) => ticket.id);
    if (!buildingId || ticketIds.length === 0) throw new Error('The demo data is missing');

    let endWrites: () => void = () => {};
    const writesDone = new Promise<void>((resolve) => (endWrites = resolve));
    const writes = writeUntil(token, buildingId, writesDone);
    // Let the burst build up before measuring.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    let detail = 0;
    const [health, details] = await Promise.all([
      constantRate({
        port: PORT,
        rate: HEALTH_RATE,
        seconds: SECONDS,
        next: () => ({ method: 'GET', path: '/api/health', headers: {} }),
      }),
      constantRate({
        port: PORT,
        rate: DETAIL_RATE,
        seconds: SECONDS,
        next: () => ({
          method: 'GET',
          path: `/api/v1/reactive-tickets/${ticketIds[detail++ % ticketIds.length]}`,
          headers: { authorization: `Bearer ${token}` },
        }),
      }),
    ]);
    endWrites();
    const written = await writes;

    console.log(`\nEmbedded database, ${WRITERS} creations in flight, ${SECONDS} s (ms)\n`);
    console.log(`${'case'.padEnd(28)}${'p50'.padStart(8)}${'p99'.padStart(8)}`);
    console.log(line(`GET /api/health @${HEALTH_RATE}/s`, health));
    console.log(line(`ticket detail @${DETAIL_RATE}/s`, details));
    console.log(
      `${'create (closed loop)'.padEnd(28)}${ms(written.p50)}${ms(written.p99)}   ${written.created} created, ${written.failed} failed`,
    );
    const verdict = health.p99 < 20 ? 'met' : 'MISSED';
    console.log(`\nHealth p99 under 20 ms with ${WRITERS} creations in flight: ${verdict}\n`);
  } finally {
    await stopServer();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
