/**
 * `npm run bench -w @mainstay/server`: boots the app in-process on an in-memory PGlite with the
 * demo organisation and prints median and p95 latency of the main probes and of an
 * authenticated call, over N injected requests (BENCH_REQUESTS, default 500). Injection skips
 * the network, so these numbers are the server's own cost.
 */
import { performance } from 'node:perf_hooks';
import { startDemoApp } from './demo-app.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const WARM_UP = 50;

function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function main() {
  const { app, token, close } = await startDemoApp();

  const cases = [
    { name: 'GET /api/health', url: '/api/health', headers: {} },
    { name: 'GET /api/ready', url: '/api/ready', headers: {} },
    {
      name: 'GET /api/v1/organisation/current (authenticated)',
      url: '/api/v1/organisation/current',
      headers: { authorization: `Bearer ${token}` },
    },
  ];

  console.log(`\nMainstay server benchmark: ${REQUESTS} injected requests per route, PGlite\n`);
  const rows = [];
  for (const benchCase of cases) {
    const timings: number[] = [];
    for (let index = 0; index < WARM_UP + REQUESTS; index += 1) {
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: benchCase.url,
        headers: benchCase.headers,
      });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) {
        throw new Error(`${benchCase.name} answered ${response.statusCode}: ${response.body}`);
      }
      if (index >= WARM_UP) timings.push(elapsed);
    }
    timings.sort((a, b) => a - b);
    rows.push({
      route: benchCase.name,
      'median (ms)': percentile(timings, 0.5).toFixed(2),
      'p95 (ms)': percentile(timings, 0.95).toFixed(2),
      'requests/s': Math.round(1000 / (timings.reduce((sum, t) => sum + t, 0) / timings.length)),
    });
  }
  console.table(rows);
  await close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
