// The service dashboard's rollups (docs/kpis.md "Speed"): the figures read from them are the
// figures counted from the tickets; a ticket changed after its day was summed is logged by the
// trigger and summed again; a new time zone rebuilds them; medians from buckets stay within 10 %.
import type { TServiceDashboard } from '@mainstay/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  teams,
  ticketRollupLog,
  ticketRollupState,
  ticketRollups,
  tickets,
  ticketSettings,
} from '../src/db/schema/index.ts';
import { rollUpOrganisation } from '../src/modules/dashboards/index.ts';
import { exactMedian, trendStarts } from '../src/modules/dashboards/dashboard-figures.ts';
import { dayRanges } from '../src/modules/dashboards/rollups/rollup-build.ts';
import { medianOfBuckets } from '../src/modules/dashboards/rollups/rollup-median.ts';
import { bucketBounds } from '../src/modules/dashboards/rollups/rollup-facts.ts';
import { wholeMonths } from '../src/modules/dashboards/rollups/rollup-read.ts';
import { loadTicketSettings } from '../src/modules/tickets/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { caller, insertTicket, slaWorld } from './sla-world.ts';

const HOUR = 3600;
const DAY_MS = 86_400_000;
const PERIODS = [
  'range=30d',
  'range=year',
  'range=today',
  'range=custom&from=2025-01-01&to=2026-11-28',
  'range=30d&kind=general',
];

describe('service dashboard rollups', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof slaWorld>>;
  let call: ReturnType<typeof caller>;
  const now = Date.now();
  const daysAgo = (days: number, hours = 0) => new Date(now - days * DAY_MS - hours * HOUR * 1000);

  const dashboard = async (query: string, token = w.admin.token) => {
    const response = await call('GET', `/dashboards/service?${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    const { generated_at: _at, ...figures } = response.json() as TServiceDashboard;
    return figures;
  };
  // An administrator sees every ticket; a technician every reactive ticket but only their own
  // general work, which is counted from the tickets beside the rollups' reactive figures.
  const everyPeriod = () =>
    Promise.all(
      [w.admin.token, w.technician.token].flatMap((token) =>
        PERIODS.map((period) => dashboard(period, token)),
      ),
    );
  const roll = () => rollUpOrganisation(t.app.db, w.orgA);
  const logged = async () =>
    (
      await t.app.db
        .select()
        .from(ticketRollupLog)
        .where(eq(ticketRollupLog.organisationId, w.orgA))
    ).length;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    w = await slaWorld(t, 'Rollups');
    const db = t.app.db;
    await loadTicketSettings(db, w.orgA);
    await db
      .update(ticketSettings)
      .set({ timezone: 'Asia/Kathmandu' })
      .where(eq(ticketSettings.organisationId, w.orgA));
    const [team] = await db
      .insert(teams)
      .values({ organisationId: w.orgA, name: 'Night crew' })
      .returning();
    const base = { organisationId: w.orgA, buildingId: w.north };
    // Two years of work, a ticket every 9 days: completed two days later with a resolution time
    // growing with its age, answered within or after its deadline, rated every third one.
    for (let index = 0; index < 80; index += 1) {
      const created = daysAgo(index * 9 + 3, index % 24);
      const completed = new Date(created.getTime() + 2 * DAY_MS);
      await insertTicket(
        db,
        {
          ...base,
          kind: index % 4 === 0 ? 'general' : 'reactive',
          priority: (['low', 'medium', 'high', 'critical'] as const)[index % 4],
          status: 'completed',
          teamId: team!.id,
          completedByUserId: w.admin.user.id,
          createdAt: created,
          respondedAt: new Date(created.getTime() + (index % 3) * HOUR * 1000),
          responseDueAt: new Date(created.getTime() + HOUR * 1000),
          completedAt: completed,
          resolutionDueAt: new Date(created.getTime() + (index % 2 ? 3 : 1) * DAY_MS),
          resolutionBusinessSeconds: (index + 1) * 1800,
          visitCount: 1 + (index % 2),
          ...(index % 3 === 0
            ? {
                feedbackRating: 1 + (index % 5),
                feedbackAt: new Date(completed.getTime() + HOUR * 1000),
              }
            : {}),
        },
        index % 8 === 0 ? [w.technician.user.id] : [],
      );
    }
    // Open now, and made today (read from the tickets, never from the rollups).
    await insertTicket(db, { ...base, status: 'new', createdAt: new Date(now - 60_000) });
    await insertTicket(db, { ...base, status: 'in_progress', createdAt: daysAgo(40) });
  });
  afterAll(() => t.close());

  it('gives the same figures from the rollups as from the tickets, in every period', async () => {
    const counted = await everyPeriod();
    expect(counted[1]!.completed.count).toBeGreaterThan(0);
    const technicianYear = counted[PERIODS.length + 1]!;
    expect(technicianYear.tickets.find((kind) => kind.kind === 'general')?.created).toBeGreaterThan(
      0,
    );
    expect(technicianYear.completed.count).toBeLessThan(counted[1]!.completed.count);
    expect(await roll()).toEqual({ days: 'all' });
    const [state] = await t.app.db
      .select()
      .from(ticketRollupState)
      .where(eq(ticketRollupState.organisationId, w.orgA));
    expect(state).toMatchObject({ ready: true, timezone: 'Asia/Kathmandu' });
    const [{ rows } = { rows: 0 }] = await t.app.db
      .select({ rows: sql<number>`count(*)::int` })
      .from(ticketRollups)
      .where(eq(ticketRollups.organisationId, w.orgA));
    expect(rows).toBeGreaterThan(0);
    expect(await everyPeriod()).toEqual(counted);
    expect(await roll()).toEqual({ days: 0 });
  });

  it('sums again the days of a ticket changed after they were summed', async () => {
    await roll();
    const db = t.app.db;
    const [old] = await db
      .select()
      .from(tickets)
      .where(eq(tickets.organisationId, w.orgA))
      .orderBy(tickets.createdAt)
      .limit(1);
    expect(old!.priority).toBe('critical');
    await db
      .update(tickets)
      .set({ priority: 'low', feedbackRating: 5, feedbackAt: old!.completedAt })
      .where(eq(tickets.id, old!.id));
    // A ticket made or changed now logs nothing: its day is still read from the tickets.
    await insertTicket(db, { organisationId: w.orgA, buildingId: w.north });
    expect(await logged()).toBe(1);
    const period = 'range=custom&from=2024-01-01&to=2026-11-28';
    const stale = await dashboard(period);
    await roll();
    expect(await logged()).toBe(0);
    const fresh = await dashboard(period);
    const count = (figures: typeof fresh, priority: string) =>
      figures.by_priority.find((row) => row.priority === priority)?.count ?? 0;
    expect(count(fresh, 'low')).toBe(count(stale, 'low') + 1);
    expect(fresh.feedback.count).toBe(stale.feedback.count + 1);
    await db
      .update(ticketRollupState)
      .set({ ready: false })
      .where(eq(ticketRollupState.organisationId, w.orgA));
    expect(await dashboard(period)).toEqual(fresh);
    await roll();
    await db.delete(tickets).where(eq(tickets.id, old!.id));
    expect(await logged()).toBe(1);
    await roll();
    const afterDelete = await dashboard(period);
    expect(afterDelete.completed.count).toBe(fresh.completed.count - 1);
  });

  it('keeps the figures of summed days until they are summed again; today and names are read at once', async () => {
    await roll();
    const db = t.app.db;
    const version = async () =>
      (
        await db
          .select({ at: ticketRollupState.updatedAt })
          .from(ticketRollupState)
          .where(eq(ticketRollupState.organisationId, w.orgA))
      )[0]?.at.getTime();
    const before = await version();
    expect(await roll()).toEqual({ days: 0 });
    expect(await version()).toBe(before);

    // Days of the organisation (Kathmandu, UTC+5:45: its today starts at 18:15 UTC).
    const localDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' });
    const day = (offset: number) => localDay.format(new Date(now + offset * DAY_MS));
    const period = `range=custom&from=${day(-200)}&to=${day(0)}`;
    const generalOf = (figures: Awaited<ReturnType<typeof dashboard>>) =>
      figures.tickets.find((kind) => kind.kind === 'general')!;
    const criticalOf = (figures: Awaited<ReturnType<typeof dashboard>>) =>
      figures.by_priority.find((row) => row.priority === 'critical')?.count ?? 0;
    const first = await dashboard(period, w.technician.token);
    const admin = await dashboard(period);
    expect(admin.completed.by_team.map((team) => team.name)).toContain('Night crew');

    // Today's work and new names show at once.
    await insertTicket(
      db,
      { organisationId: w.orgA, buildingId: w.north, kind: 'general', priority: 'high' },
      [w.technician.user.id],
    );
    await db.update(teams).set({ name: 'Day crew' }).where(eq(teams.name, 'Night crew'));
    const today = await dashboard(period, w.technician.token);
    expect(generalOf(today).created).toBe(generalOf(first).created + 1);
    const renamed = await dashboard(period);
    expect(renamed.completed.by_team.map((team) => team.name)).toContain('Day crew');
    expect(renamed.completed.by_team.map((team) => team.name)).not.toContain('Night crew');

    // An old general job of the technician's, changed: their figures of that day are the kept
    // ones until the rollup job sums the day again, then right.
    const [job] = await db
      .select()
      .from(tickets)
      .where(
        sql`${tickets.organisationId} = ${w.orgA} and ${tickets.kind} = 'general'
          and ${tickets.priority} <> 'critical'
          and ${tickets.createdAt} between ${daysAgo(150)} and ${daysAgo(20)}
          and ${tickets.id} in (select ticket_id from ticket_assignees where user_id = ${w.technician.user.id})`,
      )
      .limit(1);
    expect(job).toBeDefined();
    await db.update(tickets).set({ priority: 'critical' }).where(eq(tickets.id, job!.id));
    expect(criticalOf(await dashboard(period, w.technician.token))).toBe(criticalOf(today));
    expect((await roll()).days).toBeGreaterThan(0);
    expect(await version()).toBeGreaterThan(before!);
    expect(criticalOf(await dashboard(period, w.technician.token))).toBe(criticalOf(today) + 1);
  });

  it('reads the tickets after the time zone changes, until the rollups are rebuilt', async () => {
    await roll();
    const db = t.app.db;
    await db
      .update(ticketSettings)
      .set({ timezone: 'America/New_York' })
      .where(eq(ticketSettings.organisationId, w.orgA));
    const counted = await everyPeriod();
    expect(await roll()).toEqual({ days: 'all' });
    expect(await everyPeriod()).toEqual(counted);
  });
});

describe('rollup helpers', () => {
  it('takes the exact median as PostgreSQL does, and the trend steps as date_trunc', () => {
    expect(exactMedian([])).toBeNull();
    expect(exactMedian([5, 1, 3])).toBe(3);
    expect(exactMedian([4, 1, 3, 10])).toBe(3.5);
    const period = (from: string, to: string, step: 'day' | 'week' | 'month') => ({
      range: 'custom' as const,
      from,
      to,
      previous_from: from,
      previous_to: from,
      timezone: 'UTC',
      trend_step: step,
    });
    expect(trendStarts(period('2026-02-27', '2026-03-02', 'day'))).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    // 2026-01-01 is a Thursday: the first week starts with the period, the next on Monday.
    expect(trendStarts(period('2026-01-01', '2026-01-20', 'week'))).toEqual([
      '2026-01-01',
      '2026-01-05',
      '2026-01-12',
      '2026-01-19',
    ]);
    expect(trendStarts(period('2025-11-15', '2026-02-01', 'month'))).toEqual([
      '2025-11-15',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
  });

  it('estimates a median from buckets within 10 %', () => {
    const values = Array.from({ length: 999 }, (_, index) => 30 + index ** 1.7 * 40);
    const exact = [...values].sort((a, b) => a - b)[499]!;
    const counts = new Map<number, number>();
    for (const value of values) {
      let bucket = 0;
      while (bucketBounds(bucket)[1] <= value) bucket += 1;
      counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
    }
    const estimate = medianOfBuckets([...counts].map(([bucket, count]) => ({ bucket, count })));
    expect(Math.abs(estimate! - exact) / exact).toBeLessThan(0.1);
    expect(medianOfBuckets([])).toBeNull();
  });

  it('joins consecutive days into ranges and picks whole months', () => {
    expect(dayRanges(['2026-03-02', '2026-03-01', '2026-03-05', '2026-03-01'])).toEqual([
      ['2026-03-01', '2026-03-03'],
      ['2026-03-05', '2026-03-06'],
    ]);
    expect(wholeMonths('2026-01-15', '2026-05-01', '2026-03-10')).toEqual([
      '2026-02-01',
      '2026-04-01',
    ]);
    expect(wholeMonths('2026-01-01', '2026-02-20', '2026-01-01')).toEqual(['2026-01-01']);
  });
});
