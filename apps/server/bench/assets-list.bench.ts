/**
 * `node --import tsx apps/server/bench/assets-list.bench.ts`: the asset list on an organisation
 * with 200,000 assets (4 buildings, 200 locations, 10 categories) in an embedded database in a
 * temporary directory. Calls GET /api/v1/assets through the app for: the first page by name,
 * a building + status filter, a search, and page 500; prints median and p95 per case over
 * BENCH_RUNS runs (default 30) after a warm-up. The goal is a median under 50 ms for the plain
 * list. BENCH_ASSETS changes the number of assets.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { openDatabase } from '../src/db/client.ts';
import { buildings } from '../src/db/schema/index.ts';
import { ensureDefaultCategories } from '../src/modules/assets/index.ts';
import { memoryFileStore } from '../src/modules/files/index.ts';
import { bearer, createOrganisation, createUserWithToken } from '../test/helpers/fixtures.ts';

const ASSETS = Number(process.env.BENCH_ASSETS ?? 200_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARM_UP = 5;
const BATCH = 50_000;

function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function main() {
  const directory = mkdtempSync(join(tmpdir(), 'mainstay-assets-bench-'));
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    DATA_DIR: directory,
  });
  const database = await openDatabase({ pgliteDir: join(directory, 'pglite') });
  await database.migrate();
  const db = database.db;
  const started = performance.now();

  const organisation = await createOrganisation(db, 'Bench Assets');
  const organisationId = organisation.id;
  const { token } = await createUserWithToken(db, organisationId, {
    rules: [{ action: 'manage', subject: 'all' }],
  });
  await ensureDefaultCategories(db, organisationId);
  await db.execute(sql`
    insert into buildings (organisation_id, name, code)
    select ${organisationId}, 'Building ' || n, 'B' || n from generate_series(1, 4) as n`);
  // 50 rooms per building, each a root location (path '/<id>/').
  await db.execute(sql`
    insert into locations (id, organisation_id, building_id, name, path, depth)
    select l.id, ${organisationId}, b.id, 'Room ' || n, '/' || l.id || '/', 0
    from buildings b
    cross join generate_series(1, 50) as n
    cross join lateral (select gen_random_uuid() as id, n as k) as l
    where b.organisation_id = ${organisationId}`);
  const KINDS = ['Chiller', 'Air handler', 'Boiler', 'Pump', 'Lift', 'Fire panel', 'Generator'];
  for (let from = 1; from <= ASSETS; from += BATCH) {
    const to = Math.min(ASSETS, from + BATCH - 1);
    await db.execute(sql`
      with l as (
        select id, building_id, row_number() over (order by id) - 1 as i
        from locations where organisation_id = ${organisationId}
      ), c as (
        select id, row_number() over (order by id) - 1 as i
        from asset_categories where organisation_id = ${organisationId}
      )
      insert into assets (organisation_id, code, name, category_id, building_id, location_id,
        make, model, serial_number, status, criticality, warranty_expiry, install_date)
      select ${organisationId},
        'AST-' || lpad(n::text, 6, '0'),
        (${sql.raw(`array['${KINDS.join("','")}']`)})[1 + n % ${KINDS.length}] || ' ' || n,
        c.id, l.building_id, l.id,
        'Make ' || (n % 40), 'Model ' || (n % 300), 'SN' || n,
        (array['operational','needs_attention','down','in_repair','retired']::asset_status[])[1 + n % 5],
        (array['low','medium','high','critical']::criticality[])[1 + n % 4],
        current_date + ((n % 1500) - 300),
        current_date - (n % 3000)
      from generate_series(${from}::int, ${to}::int) as n
      join l on l.i = n % 200
      join c on c.i = n % 10`);
  }
  await db.execute(sql`analyze`);
  console.log(
    `\nSeeded ${ASSETS.toLocaleString('en')} assets in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const app = await buildApp({ config, database, queue: false, fileStore: memoryFileStore() });
  const [building] = await db
    .select({ id: buildings.id })
    .from(buildings)
    .where(eq(buildings.organisationId, organisationId))
    .orderBy(buildings.name)
    .limit(1);
  const cases = [
    { name: 'first page, by name', query: 'per_page=20&sort=name' },
    {
      name: 'building + status',
      query: `per_page=20&sort=name&building_id=${building!.id}&status=down,in_repair`,
    },
    { name: 'search "chill 12"', query: 'per_page=20&search=chill%2012' },
    { name: 'page 500, by name', query: 'per_page=20&page=500&sort=name' },
  ];

  console.log(`GET /api/v1/assets, ${RUNS} runs per case after ${WARM_UP} warm-up runs, PGlite\n`);
  const rows = [];
  for (const benchCase of cases) {
    const timings: number[] = [];
    let total = 0;
    for (let index = 0; index < WARM_UP + RUNS; index += 1) {
      const begin = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/assets?${benchCase.query}`,
        headers: bearer(token),
      });
      const elapsed = performance.now() - begin;
      if (response.statusCode !== 200) {
        throw new Error(`${benchCase.name} answered ${response.statusCode}: ${response.body}`);
      }
      total = (response.json() as { total: number }).total;
      if (index >= WARM_UP) timings.push(elapsed);
    }
    timings.sort((a, b) => a - b);
    rows.push({
      case: benchCase.name,
      matches: total,
      'median (ms)': percentile(timings, 0.5).toFixed(1),
      'p95 (ms)': percentile(timings, 0.95).toFixed(1),
    });
  }
  console.table(rows);
  await app.close();
  await database.close();
  rmSync(directory, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
