/**
 * `npx tsx bench/ppm-generate.bench.ts` (from apps/server): the `ppm.generate` job over
 * BENCH_SCHEDULES schedules (default 20,000), database work included. The demo organisation's
 * schedules (weekly, monthly, quarterly, yearly; on assets and on buildings; with checklists) are
 * copied up to that many on a fresh database (in-memory PGlite, or BENCH_DATABASE_URL's
 * PostgreSQL, which should be an empty database: the bench migrates and seeds it). A first run
 * catches every schedule up to its lead time (untimed); the timed run is the next day's, what the
 * job does each day: each schedule locked, planned, its new occurrences written to the ledger
 * with their tasks and checklists. Prints both durations, the tasks made, and the time per
 * schedule. Target: the day's run under 30 s for 20,000 schedules.
 */
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { ppmScheduleAssets, ppmSchedules } from '../src/db/schema/index.ts';
import { generatePpmTasks } from '../src/modules/ppm/index.ts';
import type { TicketsDeps } from '../src/modules/tickets/index.ts';
import { seedDemoOrganisation } from '../src/seed/index.ts';

const SCHEDULES = Number(process.env.BENCH_SCHEDULES ?? 20_000);
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const DAY = 86_400_000;
const BATCH = 500;

// The job's notices (assignments) are counted, not delivered: delivery runs after the commit.
let notices = 0;
const hooks = {
  notify: async () => {
    notices += 1;
  },
} as unknown as TicketsDeps['hooks'];

async function main() {
  const database = await openDatabase(DATABASE_URL ? { databaseUrl: DATABASE_URL } : {});
  await database.migrate();
  const { organisationId } = await seedDemoOrganisation(database.db);
  const db = database.db;
  const deps = { db, hooks };
  const now = new Date();
  // The demo's own tasks first, so the copies start from the same state.
  await generatePpmTasks(deps, now);

  const demo = await db
    .select()
    .from(ppmSchedules)
    .where(eq(ppmSchedules.organisationId, organisationId));
  const links = await db
    .select()
    .from(ppmScheduleAssets)
    .where(eq(ppmScheduleAssets.organisationId, organisationId));
  const copies = Math.max(0, SCHEDULES - demo.length);
  const started = performance.now();
  for (let offset = 0; offset < copies; offset += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, copies - offset) }, (_, index) => {
      const {
        id: _id,
        createdAt: _c,
        updatedAt: _u,
        ...source
      } = demo[(offset + index) % demo.length]!;
      return {
        ...source,
        title: `${source.title} #${offset + index + 1}`,
        plannedThrough: null,
        planAgainOn: null,
      };
    });
    const made = await db.insert(ppmSchedules).values(rows).returning({ id: ppmSchedules.id });
    const assetLinks = made.flatMap((row, index) => {
      const source = demo[(offset + index) % demo.length]!;
      return links
        .filter((link) => link.scheduleId === source.id)
        .map((link) => ({ organisationId, scheduleId: row.id, assetId: link.assetId }));
    });
    if (assetLinks.length) await db.insert(ppmScheduleAssets).values(assetLinks);
  }
  console.log(
    `ppm generate: ${demo.length + copies} schedules stored in ${Math.round(performance.now() - started)} ms`,
  );

  const catchUp = performance.now();
  const first = await generatePpmTasks(deps, now);
  const catchUpMs = performance.now() - catchUp;
  console.log(
    `ppm generate: catch-up to the lead time ${(catchUpMs / 1000).toFixed(1)} s, ` +
      `${first.generated} occurrences, ${first.tasks} tasks, ${first.skipped} skipped`,
  );

  const tomorrow = new Date(now.getTime() + DAY);
  const day = performance.now();
  const next = await generatePpmTasks(deps, tomorrow);
  const dayMs = performance.now() - day;
  console.log(
    `ppm generate: next day's run ${(dayMs / 1000).toFixed(2)} s over ${next.schedules} schedules ` +
      `(${((dayMs * 1000) / Math.max(1, next.schedules)).toFixed(0)} µs each), ` +
      `${next.generated} occurrences, ${next.tasks} tasks, ${next.missed} marked missed ` +
      `(target under 30 s for 20,000); ${notices} notices`,
  );
  await database.close();
}

await main();
