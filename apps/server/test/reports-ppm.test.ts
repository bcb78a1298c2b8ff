// The planned maintenance reports (docs/kpis.md, "Reports"). PM compliance: the PPM tasks whose
// compliance deadline fell in the period, per month, building, schedule and assignee; on time,
// late (missed among them), pending, compliance = on time ÷ (on time + late); cancelled tasks,
// other periods and other kinds left out whatever the kind filter says; refused without read
// PPM tasks. Planned vs reactive: completions and time logged by kind. PM backlog: open tasks,
// overdue ones and their schedules' estimates.
import type { TPpmSchedule, TReport, TReportCatalogue } from '@mainstay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketTimeLogs } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUserWithToken } from './helpers/fixtures.ts';
import { caller, insertTicket, slaWorld } from './sla-world.ts';

const MARCH = 'range=custom&from=2025-03-01&to=2025-03-31';
const at = (iso: string) => new Date(iso);
const DAY = 86_400_000;

describe('the PM compliance report', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof slaWorld>>;
  let call: ReturnType<typeof caller>;
  let schedule: TPpmSchedule;

  const report = async (query: string, token = w.admin.token) => {
    const response = await call('GET', `/reports/ppm_compliance?${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TReport;
  };
  const byGroup = (body: TReport) => Object.fromEntries(body.rows.map((row) => [row.group, row]));

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    w = await slaWorld(t, 'Compliance');
    const created = await call('POST', '/ppm-schedules', w.admin.token, {
      title: 'Weekly fire alarm test',
      building_id: w.north,
      estimated_minutes: 30,
      scope: 'building',
      triggers: [{ type: 'calendar', frequency: 'weekly', interval: 1, weekdays: ['mo'] }],
      // Far enough ahead that no task is made now (the tasks below are written directly).
      start_date: new Date(Date.now() + 60 * DAY).toISOString().slice(0, 10),
    });
    expect(created.statusCode, created.body).toBe(201);
    schedule = created.json() as TPpmSchedule;
    const db = t.app.db;
    const north = { organisationId: w.orgA, buildingId: w.north, kind: 'ppm' as const };
    const task = (values: Record<string, unknown>, assignees: string[] = []) =>
      insertTicket(db, { ...north, ...values }, assignees);
    const fromSchedule = { ppmScheduleId: schedule.id };
    // North, from the schedule: on time, completed late, missed.
    const onTime = await task({
      ...fromSchedule,
      status: 'completed',
      complianceDueAt: at('2025-03-10T23:59:59Z'),
      completedAt: at('2025-03-08T10:00:00Z'),
    });
    await task({
      ...fromSchedule,
      status: 'closed',
      complianceDueAt: at('2025-03-12T23:59:59Z'),
      completedAt: at('2025-03-14T10:00:00Z'),
    });
    await task({ ...fromSchedule, status: 'missed', complianceDueAt: at('2025-03-20T23:59:59Z') });
    // South, one-off, done on time by the technician.
    await task(
      {
        buildingId: w.south,
        status: 'completed',
        complianceDueAt: at('2025-03-25T23:59:59Z'),
        completedAt: at('2025-03-24T10:00:00Z'),
      },
      [w.technician.user.id],
    );
    // Not counted: cancelled, February, and a reactive ticket.
    await task({ status: 'cancelled', complianceDueAt: at('2025-03-15T23:59:59Z') });
    await task({
      status: 'completed',
      complianceDueAt: at('2025-02-20T23:59:59Z'),
      completedAt: at('2025-02-25T10:00:00Z'),
    });
    const repair = await insertTicket(db, {
      organisationId: w.orgA,
      buildingId: w.north,
      status: 'completed',
      completedAt: at('2025-03-11T10:00:00Z'),
    });
    const logged = (ticketId: string, minutes: number) => ({
      organisationId: w.orgA,
      ticketId,
      userId: w.technician.user.id,
      startedAt: at('2025-03-08T09:00:00Z'),
      endedAt: at('2025-03-08T12:00:00Z'),
      durationMinutes: minutes,
    });
    await db.insert(ticketTimeLogs).values([logged(onTime.id, 30), logged(repair.id, 90)]);
    // Open and overdue, from the schedule (due ten days ago), and one open due ahead.
    await task({
      ...fromSchedule,
      status: 'assigned',
      dueAt: new Date(Date.now() - 10 * DAY),
      complianceDueAt: new Date(Date.now() - 8 * DAY),
    });
    // Pending: still inside its window now.
    await task({ status: 'assigned', complianceDueAt: new Date(Date.now() + 3 * DAY) });
  });
  afterAll(() => t.close());

  it('counts the month’s tasks on time, late, missed and its compliance', async () => {
    const body = await report(MARCH);
    expect(body.group_by).toBe('month');
    expect(body.columns.map((column) => column.key)).toEqual([
      'group',
      'due',
      'on_time',
      'late',
      'missed',
      'pending',
      'compliance',
    ]);
    expect(body.rows).toEqual([
      { group: '2025-03', due: 4, on_time: 2, late: 2, missed: 1, pending: 0, compliance: 0.5 },
    ]);
    expect(body.totals).toMatchObject({ due: 4, on_time: 2, late: 2, compliance: 0.5 });
    expect(body.chart.points).toEqual([{ label: '2025-03', values: [2, 2] }]);
    // The kind filter does not turn it into a report over tickets.
    expect((await report(`${MARCH}&kind=reactive`)).rows).toEqual(body.rows);
  });

  it('groups by building, schedule and assignee', async () => {
    const buildings = byGroup(await report(`${MARCH}&group_by=building`));
    expect(buildings['North Tower']).toMatchObject({ due: 3, on_time: 1, late: 2, missed: 1 });
    expect(buildings['North Tower']!.compliance).toBeCloseTo(1 / 3);
    expect(buildings['South Depot']).toMatchObject({ due: 1, on_time: 1, compliance: 1 });

    const schedules = byGroup(await report(`${MARCH}&group_by=schedule`));
    expect(schedules['Weekly fire alarm test']).toMatchObject({ due: 3, on_time: 1, late: 2 });
    expect(schedules['One-off tasks']).toMatchObject({ due: 1, on_time: 1 });

    const people = byGroup(await report(`${MARCH}&group_by=assignee`));
    expect(people[w.technician.user.name]).toMatchObject({ due: 1, on_time: 1, compliance: 1 });
    expect(people.Unassigned).toMatchObject({ due: 3, late: 2 });
  });

  it('shows a task still inside its window as pending, without a rate for it', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const ahead = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
    const body = await report(`range=custom&from=${today}&to=${ahead}`);
    expect(body.totals.pending).toBeGreaterThanOrEqual(1);
    expect(body.totals.late).toBe(0);
    expect(body.totals.compliance).toBeNull();
  });

  it('is offered and answered only to those who read PPM tasks', async () => {
    const catalogue = await call('GET', '/reports', w.admin.token);
    const keys = (catalogue.json() as TReportCatalogue).items.map((item) => item.key);
    expect(keys).toContain('ppm_compliance');
    const readsReports = await createUserWithToken(t.app.db, w.orgA, {
      rules: [{ action: 'read', subject: 'report' }],
    });
    const refused = await call('GET', `/reports/ppm_compliance?${MARCH}`, readsReports.token);
    expect(refused.statusCode).toBe(403);
    const theirs = await call('GET', '/reports', readsReports.token);
    expect((theirs.json() as TReportCatalogue).items.map((item) => item.key)).not.toContain(
      'ppm_compliance',
    );
    const invalid = await call('GET', `/reports/ppm_compliance?group_by=priority`, w.admin.token);
    expect(invalid.statusCode).toBe(422);
  });

  it('compares planned and reactive work completed and the time logged on it', async () => {
    const body = await call('GET', `/reports/planned_reactive?${MARCH}`, w.admin.token);
    expect(body.statusCode, body.body).toBe(200);
    const report = body.json() as TReport;
    // March: three PPM tasks completed (the missed one never was) and one reactive ticket.
    expect(report.rows).toEqual([
      {
        group: '2025-03',
        planned: 3,
        reactive: 1,
        planned_share: 0.75,
        planned_seconds: 1800,
        reactive_seconds: 5400,
        planned_time_share: 0.25,
      },
    ]);
  });

  it('lists the PM backlog: open tasks, overdue ones and the work they stand for', async () => {
    const body = await call('GET', '/reports/ppm_backlog?group_by=schedule', w.admin.token);
    expect(body.statusCode, body.body).toBe(200);
    const rows = byGroup(body.json() as TReport);
    expect(rows['Weekly fire alarm test']).toMatchObject({
      open: 1,
      overdue: 1,
      estimated_seconds: 1800,
      overdue_seconds: 1800,
    });
    expect(rows['Weekly fire alarm test']!.oldest_due).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // The one-off task due ahead is open, not overdue, with no estimate.
    expect(rows['One-off tasks']).toMatchObject({ open: 1, overdue: 0, estimated_seconds: 0 });
  });
});
