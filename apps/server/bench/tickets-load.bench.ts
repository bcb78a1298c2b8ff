/**
 * Ticket endpoints under load, over the network, against PostgreSQL: `npm run bench` runs it
 * when BENCH_DATABASE_URL (or DATABASE_URL) names a PostgreSQL server that holds the large
 * organisation (`npm run seed:large` first). The server runs in its own process (as in
 * production, job queue included); this process sends requests at a constant arrival rate
 * (open-loop.ts: BENCH_RATE requests per second, default 300, evenly spaced) for BENCH_SECONDS
 * (default 15) per case, after BENCH_WARMUP (default 3) unmeasured seconds, and prints p50 / p99
 * latency (from the instant each request was due) and throughput. Targets on this machine: list p99 < 25 ms and detail
 * p99 < 15 ms at 300 requests per second; the service dashboard p99 < 150 ms at 50 per second.
 * The dashboard cases also time their first request alone ('first ms'): it computes the figures
 * of the summed days, which the next requests reuse until the rollups change (docs/kpis.md).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { buildings, organisations, tickets, users } from '../src/db/schema/index.ts';
import { createAccessToken } from '../src/modules/auth/index.ts';
import { startBenchServer } from './bench-server.ts';
import { constantRate, type LoadResult } from './open-loop.ts';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const RATE = Number(process.env.BENCH_RATE ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PORT = Number(process.env.BENCH_PORT ?? 3917);
/** Seconds of unmeasured load before each case. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const LARGE_SLUG = 'large-estates';
/** Only the cases whose name contains one of these words (comma separated), e.g. "detail,list". */
const ONLY = (process.env.BENCH_CASES ?? '').split(',').filter(Boolean);

interface Case {
  name: string;
  /** Time one request alone before the load: the dashboard's first, computing what it keeps. */
  timeFirst?: boolean;
  target?: string;
  /** Requests per second of this case, when not BENCH_RATE. */
  rate?: number;
  method?: 'GET' | 'POST';
  path: () => string;
  body?: () => string;
  token: string;
}

function run(benchCase: Case, seconds = SECONDS): Promise<LoadResult> {
  return constantRate({
    port: PORT,
    rate: benchCase.rate ?? RATE,
    seconds,
    next: () => ({
      method: benchCase.method ?? 'GET',
      path: benchCase.path(),
      headers: {
        authorization: `Bearer ${benchCase.token}`,
        'content-type': 'application/json',
      },
      ...(benchCase.body ? { body: benchCase.body() } : {}),
    }),
  });
}

async function main() {
  if (!DATABASE_URL) {
    console.log(
      'tickets load bench skipped: set BENCH_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server',
    );
    return;
  }
  const database = await openDatabase({ databaseUrl: DATABASE_URL });
  await database.migrate();
  const db = database.db;
  const [organisation] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.slug, LARGE_SLUG));
  if (!organisation) {
    console.log('tickets load bench skipped: run `npm run seed:large` on this database first');
    await database.close();
    return;
  }
  const org = organisation.id;
  const userId = async (email: string) => {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`${email} is missing`);
    return row.id;
  };
  const owner = await createAccessToken(db, await userId('owner@large.example'), org);
  const technician = await createAccessToken(db, await userId('tech1@large.example'), org);
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(tickets)
    .where(eq(tickets.organisationId, org));
  const detailIds = (
    await db
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.organisationId, org), eq(tickets.kind, 'reactive')))
      .orderBy(sql`random()`)
      .limit(5000)
  ).map((row) => row.id);
  // Tickets in progress or on hold; each request moves one to the other state, so the case
  // can be run again and again without running out of tickets to move.
  const moving = await db
    .select({ id: tickets.id, status: tickets.status })
    .from(tickets)
    .where(
      and(
        eq(tickets.organisationId, org),
        eq(tickets.kind, 'reactive'),
        inArray(tickets.status, ['in_progress', 'on_hold']),
      ),
    )
    .limit(RATE * SECONDS);
  // The list case reads the first building; new tickets go round the others, so runs of the
  // bench do not pile tickets into the building it lists.
  const [building, ...otherBuildings] = await db
    .select({ id: buildings.id })
    .from(buildings)
    .where(eq(buildings.organisationId, org))
    .orderBy(buildings.id);
  await database.close();

  console.log(
    `\nTicket endpoints over HTTP, PostgreSQL, ${count.toLocaleString('en')} tickets; ${RATE} requests/s for ${SECONDS} s per case\n`,
  );
  const stop = await startBenchServer(PORT, { DATABASE_URL, SEED_DEMO: '0' });
  let detail = 0;
  let move = 0;
  let created = 0;
  const cases: Case[] = [
    // The floor on this machine: the same HTTP path with no database and no auth.
    { name: 'floor: liveness, no database', path: () => '/api/health', token: owner },
    {
      name: 'list: open, high+critical, by SLA',
      path: () =>
        '/api/v1/reactive-tickets?status=new,assigned,in_progress&priority=high,critical&sort=sla&per_page=20',
      token: owner,
    },
    {
      name: 'list: building, newest first',
      path: () => `/api/v1/reactive-tickets?building_id=${building?.id}&per_page=20`,
      token: owner,
    },
    {
      name: 'detail',
      path: () => `/api/v1/reactive-tickets/${detailIds[detail++ % detailIds.length]}`,
      token: owner,
    },
    {
      name: 'create',
      method: 'POST',
      path: () => '/api/v1/reactive-tickets',
      body: () =>
        JSON.stringify({
          title: `Bench fault ${created++}`,
          building_id: otherBuildings[created % otherBuildings.length]?.id,
          priority: 'medium',
        }),
      token: owner,
    },
    {
      name: 'status change (hold / resume)',
      method: 'POST',
      path: () => `/api/v1/reactive-tickets/${moving[move % moving.length]?.id}/status`,
      body: () => {
        const ticket = moving[move++ % moving.length]!;
        const holding = ticket.status === 'in_progress';
        ticket.status = holding ? 'on_hold' : 'in_progress';
        return JSON.stringify(
          holding ? { status: 'on_hold', reason: 'Bench' } : { status: 'in_progress' },
        );
      },
      token: owner,
    },
    { name: 'my jobs (technician)', path: () => '/api/v1/my-jobs?per_page=20', token: technician },
    // The landing page: every figure of the service dashboard in one answer (target: p99 under
    // 150 ms at 50 requests per second).
    {
      name: 'dashboard: 30 days @50/s',
      rate: 50,
      timeFirst: true,
      path: () => '/api/v1/dashboards/service?range=30d',
      token: owner,
    },
    {
      name: 'dashboard: this year @50/s',
      rate: 50,
      timeFirst: true,
      path: () => '/api/v1/dashboards/service?range=year',
      token: owner,
    },
    {
      name: 'dashboard: technician, 30 days @50/s',
      rate: 50,
      timeFirst: true,
      path: () => '/api/v1/dashboards/service?range=30d',
      token: technician,
    },
  ];
  const rows = [];
  try {
    for (const benchCase of cases) {
      if (ONLY.length > 0 && !ONLY.some((word) => benchCase.name.includes(word))) continue;
      let first: number | undefined;
      if (benchCase.timeFirst) {
        const started = performance.now();
        await fetch(`http://127.0.0.1:${PORT}${benchCase.path()}`, {
          headers: { authorization: `Bearer ${benchCase.token}` },
        });
        first = performance.now() - started;
      }
      // Unmeasured first: the server compiles its hot paths and fills its connection pool.
      if (WARMUP > 0) await run(benchCase, WARMUP);
      const result = await run(benchCase);
      const ok = [...result.statuses]
        .filter(([status]) => status >= 200 && status < 300)
        .reduce((sum, [, count]) => sum + count, 0);
      rows.push({
        case: benchCase.name,
        'p50 ms': Number(result.p50.toFixed(1)),
        'p99 ms': Number(result.p99.toFixed(1)),
        'req/s': Math.round(result.perSecond),
        '2xx': ok,
        'first ms': first === undefined ? '' : Math.round(first),
        // Which answers were not 2xx, as status: count, and requests that got no answer.
        'not 2xx': [...result.statuses]
          .filter(([status]) => status < 200 || status >= 300)
          .map(([status, count]) => `${status}: ${count}`)
          .concat(result.failed ? [`no answer: ${result.failed}`] : [])
          .join(', '),
      });
    }
  } finally {
    await stop();
  }
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
