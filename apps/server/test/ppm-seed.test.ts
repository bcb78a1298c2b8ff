// The demo's planned maintenance: thirty-odd schedules on named equipment and buildings, with a
// ledger and tasks for thirteen months up to yesterday (numbered PM in the order they were made,
// one per occurrence and asset), a history with on-time, late, missed and cancelled work, and the
// generator taking over from today without making any past occurrence again.
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ppmOccurrences, ppmSchedules, tickets } from '../src/db/schema/index.ts';
import { generatePpmTasks } from '../src/modules/ppm/index.ts';
import type { TicketsDeps } from '../src/modules/tickets/index.ts';
import { seedDemoOrganisation } from '../src/seed/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

describe('the demo PPM schedules', () => {
  let t: TestApp;
  let organisationId: string;

  beforeAll(async () => {
    t = await createTestApp();
    organisationId = (await seedDemoOrganisation(t.app.db)).organisationId;
  });
  afterAll(() => t.close());

  const tasks = () =>
    t.app.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.organisationId, organisationId), eq(tickets.kind, 'ppm')))
      .orderBy(asc(tickets.seq));

  it('has schedules with a year of tasks, numbered in the order they were made', async () => {
    const schedules = await t.app.db
      .select()
      .from(ppmSchedules)
      .where(eq(ppmSchedules.organisationId, organisationId));
    expect(schedules.length).toBeGreaterThanOrEqual(30);
    const rows = await tasks();
    expect(rows.length).toBeGreaterThan(400);
    expect(rows[0]?.number).toBe('PM-000001');
    for (let index = 1; index < rows.length; index += 1) {
      expect(rows[index]!.createdAt >= rows[index - 1]!.createdAt).toBe(true);
    }
    const oldest = rows.reduce((min, row) => (row.dueAt! < min ? row.dueAt! : min), new Date());
    expect(Date.now() - oldest.getTime()).toBeGreaterThan(365 * 86_400_000);
    expect(rows.every((row) => row.ppmOccurrenceId !== null)).toBe(true);
  });

  it('shows work done on time, late and not at all', async () => {
    const rows = await tasks();
    const done = rows.filter((row) => row.completedAt !== null);
    const onTime = done.filter((row) => row.completedAt! <= row.dueAt!);
    const withinGrace = done.filter(
      (row) => row.completedAt! > row.dueAt! && row.completedAt! <= row.complianceDueAt!,
    );
    const beyond = done.filter((row) => row.completedAt! > row.complianceDueAt!);
    expect(onTime.length / done.length).toBeGreaterThan(0.7);
    expect(withinGrace.length).toBeGreaterThan(0);
    expect(beyond.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.status === 'missed')).toBe(true);
    expect(rows.some((row) => row.status === 'cancelled')).toBe(true);
    // Only a schedule's latest task is still in hand.
    const open = rows.filter((row) =>
      ['scheduled', 'assigned', 'in_progress'].includes(row.status),
    );
    const perAsset = new Set(open.map((row) => `${row.ppmScheduleId}:${row.assetId}`));
    expect(perAsset.size).toBe(open.length);
  });

  it('is planned on from today by the generator, never making a past occurrence again', async () => {
    const before = await tasks();
    const deps = {
      db: t.app.db,
      hooks: { notify: async () => {} } as unknown as TicketsDeps['hooks'],
    };
    const result = await generatePpmTasks(deps);
    expect(result.tasks).toBeGreaterThan(0);
    const after = await tasks();
    const today = new Date().toISOString().slice(0, 10);
    const made = after.slice(before.length);
    expect(made.every((row) => row.dueAt!.toISOString().slice(0, 10) >= today)).toBe(true);
    const [duplicates] = (
      (await t.app.db.execute(sql`
        select count(*)::int as value from (
          select schedule_id, occurrence_date from ${ppmOccurrences}
          where organisation_id = ${organisationId}
          group by schedule_id, occurrence_date having count(*) > 1) d`)) as unknown as {
        rows: { value: number }[];
      }
    ).rows;
    expect(duplicates?.value).toBe(0);
  });
});
