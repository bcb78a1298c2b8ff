// The workload report on fixed assignments and time logs (docs/kpis.md, "Reports"): per person
// and per team, each ticket once per group and once in the totals; time logged in the period
// summed (running timers and other periods left out), resolution averaged; the caller's
// buildings, another organisation's work never counted, refusals without read team, exports.
import type { TReport } from '@mainstay/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  teamMembers,
  teams,
  ticketAssignees,
  ticketTimeLogs,
  userBuildings,
} from '../src/db/schema/index.ts';
import { loadTicketSettings } from '../src/modules/tickets/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUserWithToken } from './helpers/fixtures.ts';
import { caller, insertTicket, rulesOf, slaWorld, type Person } from './sla-world.ts';

const HOUR = 3600;
const MARCH = 'range=custom&from=2025-03-01&to=2025-03-31';
const readReport = { action: 'read', subject: 'report' } as const;
const at = (iso: string) => new Date(iso);

describe('the workload report', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof slaWorld>>;
  let call: ReturnType<typeof caller>;
  let first: Person;
  let second: Person;
  let logger: Person;
  let southManager: Person;

  const report = async (query: string, token = w.admin.token) => {
    const response = await call('GET', `/reports/workload?${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TReport;
  };
  const byGroup = (body: TReport) => Object.fromEntries(body.rows.map((row) => [row.group, row]));
  const nameOf = (person: Person) => person.user.name;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    w = await slaWorld(t, 'Workload');
    const db = t.app.db;
    await loadTicketSettings(db, w.orgA);
    first = await createUserWithToken(db, w.orgA, { rules: rulesOf('technician') });
    second = await createUserWithToken(db, w.orgA, { rules: rulesOf('technician') });
    logger = await createUserWithToken(db, w.orgA, { rules: rulesOf('technician') });
    southManager = await createUserWithToken(db, w.orgA, { rules: rulesOf('facilities_manager') });
    await db
      .insert(userBuildings)
      .values({ organisationId: w.orgA, userId: southManager.user.id, buildingId: w.south });
    const [crew, electrical] = await db
      .insert(teams)
      .values([
        { organisationId: w.orgA, name: 'HVAC Crew' },
        { organisationId: w.orgA, name: 'Electrical' },
      ])
      .returning();
    await db.insert(teamMembers).values([
      { organisationId: w.orgA, teamId: crew!.id, userId: first.user.id },
      { organisationId: w.orgA, teamId: crew!.id, userId: second.user.id },
      { organisationId: w.orgA, teamId: electrical!.id, userId: second.user.id },
    ]);
    const north = { organisationId: w.orgA, buildingId: w.north };
    const assign = async (ticketId: string, userId: string, when: string) =>
      db
        .insert(ticketAssignees)
        .values({ organisationId: w.orgA, ticketId, userId, createdAt: at(when) });
    const log = (ticketId: string, userId: string, started: string, minutes: number | null) => ({
      organisationId: w.orgA,
      ticketId,
      userId,
      startedAt: at(started),
      durationMinutes: minutes,
    });
    // Assigned in February to the first, completed in March (4 business hours).
    const february = await insertTicket(db, {
      ...north,
      status: 'completed',
      createdAt: at('2025-02-25T09:00:00Z'),
      completedAt: at('2025-03-05T09:00:00Z'),
      resolutionBusinessSeconds: 4 * HOUR,
    });
    await assign(february.id, first.user.id, '2025-02-25T09:10:00Z');
    // Both assigned in March, open and past its deadline.
    const late = await insertTicket(db, {
      ...north,
      status: 'in_progress',
      createdAt: at('2025-03-10T09:00:00Z'),
      resolutionDueAt: at('2025-03-12T09:00:00Z'),
    });
    await assign(late.id, first.user.id, '2025-03-10T09:10:00Z');
    await assign(late.id, second.user.id, '2025-03-10T09:10:00Z');
    // The second's, in the south: assigned and completed in March (8 business hours).
    const south = await insertTicket(db, {
      organisationId: w.orgA,
      buildingId: w.south,
      status: 'completed',
      createdAt: at('2025-03-15T09:00:00Z'),
      completedAt: at('2025-03-20T09:00:00Z'),
      resolutionBusinessSeconds: 8 * HOUR,
    });
    await assign(south.id, second.user.id, '2025-03-15T09:10:00Z');
    // On hold since January, past its due date: open, not overdue.
    const held = await insertTicket(db, {
      ...north,
      status: 'on_hold',
      createdAt: at('2025-01-10T09:00:00Z'),
      dueAt: at('2025-01-20T09:00:00Z'),
    });
    await assign(held.id, first.user.id, '2025-01-10T09:10:00Z');
    await db.insert(ticketTimeLogs).values([
      log(february.id, first.user.id, '2025-03-04T10:00:00Z', 90),
      log(late.id, first.user.id, '2025-03-11T10:00:00Z', 30),
      log(late.id, second.user.id, '2025-03-11T10:00:00Z', 60),
      // February's time and a running timer are not March's time logged.
      log(south.id, second.user.id, '2025-02-28T10:00:00Z', 45),
      log(south.id, second.user.id, '2025-03-20T08:00:00Z', null),
      // Someone who is not assigned logs time: a row of their own.
      log(south.id, logger.user.id, '2025-03-18T10:00:00Z', 120),
    ]);
    // Another organisation's assigned and logged work.
    const foreign = await insertTicket(
      db,
      {
        organisationId: w.orgB,
        buildingId: w.foreignBuilding,
        status: 'completed',
        createdAt: at('2025-03-05T09:00:00Z'),
        completedAt: at('2025-03-06T09:00:00Z'),
      },
      [w.outsider.user.id],
    );
    await db.insert(ticketTimeLogs).values({
      ...log(foreign.id, w.outsider.user.id, '2025-03-05T10:00:00Z', 600),
      organisationId: w.orgB,
    });
  });
  afterAll(() => t.close());

  it('counts each person’s open, assigned, completed and overdue work and time logged', async () => {
    const body = await report(MARCH);
    expect(body.group_by).toBe('assignee');
    expect(body.columns.map((column) => column.key)).toEqual([
      'group',
      'open',
      'assigned',
      'completed',
      'overdue',
      'logged_seconds',
      'resolution_seconds',
    ]);
    expect(body.rows).toHaveLength(3);
    expect(byGroup(body)).toEqual({
      [nameOf(first)]: {
        group: nameOf(first),
        open: 2,
        assigned: 1,
        completed: 1,
        overdue: 1,
        logged_seconds: 2 * HOUR,
        resolution_seconds: 4 * HOUR,
      },
      [nameOf(second)]: {
        group: nameOf(second),
        open: 1,
        assigned: 2,
        completed: 1,
        overdue: 1,
        logged_seconds: 1 * HOUR,
        resolution_seconds: 8 * HOUR,
      },
      [nameOf(logger)]: {
        group: nameOf(logger),
        open: 0,
        assigned: 0,
        completed: 0,
        overdue: 0,
        logged_seconds: 2 * HOUR,
        resolution_seconds: null,
      },
    });
    // A ticket with two assignees counts once; all the period's time logged is summed.
    expect(body.totals).toEqual({
      open: 2,
      assigned: 2,
      completed: 2,
      overdue: 1,
      logged_seconds: 5 * HOUR,
      resolution_seconds: 6 * HOUR,
    });
    expect(body.chart.series).toEqual(['open', 'completed']);
  });

  it('counts per team of the people, each ticket once per team', async () => {
    const body = await report(`${MARCH}&group_by=team`);
    expect(byGroup(body)).toEqual({
      'HVAC Crew': {
        group: 'HVAC Crew',
        open: 2,
        assigned: 2,
        completed: 2,
        overdue: 1,
        logged_seconds: 3 * HOUR,
        resolution_seconds: 6 * HOUR,
      },
      Electrical: {
        group: 'Electrical',
        open: 1,
        assigned: 2,
        completed: 1,
        overdue: 1,
        logged_seconds: 1 * HOUR,
        resolution_seconds: 8 * HOUR,
      },
      'No team': {
        group: 'No team',
        open: 0,
        assigned: 0,
        completed: 0,
        overdue: 0,
        logged_seconds: 2 * HOUR,
        resolution_seconds: null,
      },
    });
    expect(body.totals).toMatchObject({ assigned: 2, logged_seconds: 5 * HOUR });
  });

  it("keeps to the caller's buildings and organisation", async () => {
    const limited = await report(MARCH, southManager.token);
    expect(byGroup(limited)).toEqual({
      [nameOf(second)]: expect.objectContaining({ assigned: 1, completed: 1, logged_seconds: 0 }),
      [nameOf(logger)]: expect.objectContaining({ logged_seconds: 2 * HOUR }),
    });
    expect(limited.totals).toMatchObject({ open: 0, assigned: 1, logged_seconds: 2 * HOUR });
    const foreign = await report(MARCH, w.outsider.token);
    expect(foreign.rows).toEqual([
      expect.objectContaining({
        group: w.outsider.user.name,
        completed: 1,
        logged_seconds: 10 * HOUR,
      }),
    ]);
  });

  it('is for those who read the team', async () => {
    // Technicians read reports here but not the team; viewers read both.
    const technician = await createUserWithToken(t.app.db, w.orgA, {
      rules: [...rulesOf('technician'), readReport],
    });
    const keys = (await call('GET', '/reports', technician.token))
      .json()
      .items.map((item: { key: string }) => item.key);
    expect(keys).not.toContain('workload');
    expect((await call('GET', `/reports/workload?${MARCH}`, technician.token)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/reports/workload?${MARCH}`, w.viewer.token)).statusCode).toBe(200);
    const grouping = await call('GET', '/reports/workload?group_by=building', w.admin.token);
    expect(grouping.statusCode).toBe(422);
  });

  it('exports as CSV and XLSX', async () => {
    const csv = await call('GET', `/reports/workload/export?${MARCH}&format=csv`, w.admin.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('workload-2025-03-01-2025-03-31.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Assignee,Open now,Assigned in period,Completed,Overdue now,Time logged (hours),Mean business resolution time (hours)',
    );
    expect(lines).toContain(`${nameOf(first)},2,1,1,1,2,4`);
    expect(lines.at(-1)).toBe('Total,2,2,2,1,5,6');
    const xlsx = await call(
      'GET',
      `/reports/workload/export?${MARCH}&format=xlsx&group_by=team`,
      w.admin.token,
    );
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Team');
    expect(sheet.getRow(5).getCell(1).value).toBe('Total');
    expect(sheet.getRow(5).getCell(6).value).toBe(5);
  });
});
