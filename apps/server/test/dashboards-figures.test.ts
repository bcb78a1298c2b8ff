// The service dashboard's formulas on fixed tickets (docs/kpis.md): counts, resolution times,
// first-call resolution, SLA, feedback, the organisation's days, an empty period's nulls, and
// that each figure's ticket list drill-down finds exactly as many tickets.
import type { TServiceDashboard, TTicketKind } from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers, teams, ticketActivity, ticketSettings } from '../src/db/schema/index.ts';
import { loadTicketSettings } from '../src/modules/tickets/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUserWithToken } from './helpers/fixtures.ts';
import { caller, insertTicket, rulesOf, slaWorld } from './sla-world.ts';

const HOUR = 3600;
const DAY_MS = 86_400_000;
const WEEK = 'range=custom&from=2025-03-03&to=2025-03-09';

describe('service dashboard figures', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof slaWorld>>;
  let technician: Awaited<ReturnType<typeof createUserWithToken>>;
  let call: ReturnType<typeof caller>;

  const at = (iso: string) => new Date(iso);
  const dashboard = async (query: string, token = w.admin.token) => {
    const response = await call('GET', `/dashboards/service?${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TServiceDashboard;
  };
  const listTotal = async (kind: TTicketKind, query: string) => {
    const response = await call('GET', `/${kind}-tickets?${query}`, w.admin.token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().total as number;
  };
  const bothLists = async (query: string) =>
    (await listTotal('reactive', query)) + (await listTotal('general', query));

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    w = await slaWorld(t, 'Figures');
    const db = t.app.db;
    await loadTicketSettings(db, w.orgA);
    await db
      .update(ticketSettings)
      .set({ timezone: 'Europe/Paris' })
      .where(eq(ticketSettings.organisationId, w.orgA));
    const [team] = await db
      .insert(teams)
      .values({ organisationId: w.orgA, name: 'Crew' })
      .returning();
    technician = await createUserWithToken(db, w.orgA, { rules: rulesOf('technician') });
    await db
      .insert(teamMembers)
      .values({ organisationId: w.orgA, teamId: team!.id, userId: technician.user.id });
    const base = { organisationId: w.orgA, buildingId: w.north };
    const done = {
      ...base,
      status: 'completed' as const,
      completedByUserId: technician.user.id,
      teamId: team!.id,
    };
    // Completed in the week: met, breached, and reopened within 30 days (no SLA).
    await insertTicket(db, {
      ...done,
      priority: 'high',
      createdAt: at('2025-03-03T09:00:00Z'),
      respondedAt: at('2025-03-03T10:00:00Z'),
      responseDueAt: at('2025-03-03T12:00:00Z'),
      completedAt: at('2025-03-04T10:00:00Z'),
      resolutionDueAt: at('2025-03-05T10:00:00Z'),
      resolutionBusinessSeconds: 10 * HOUR,
      visitCount: 1,
      feedbackRating: 5,
      feedbackComment: 'Great',
      feedbackAt: at('2025-03-05T08:00:00Z'),
    });
    await insertTicket(db, {
      ...done,
      priority: 'medium',
      createdAt: at('2025-03-03T11:00:00Z'),
      respondedAt: at('2025-03-04T12:00:00Z'),
      responseDueAt: at('2025-03-03T12:00:00Z'),
      completedAt: at('2025-03-06T10:00:00Z'),
      resolutionDueAt: at('2025-03-05T10:00:00Z'),
      resolutionBusinessSeconds: 20 * HOUR,
      visitCount: 2,
      feedbackRating: 2,
      feedbackAt: at('2025-03-07T08:00:00Z'),
    });
    const reopened = await insertTicket(db, {
      ...done,
      kind: 'general',
      priority: 'low',
      createdAt: at('2025-03-04T09:00:00Z'),
      completedAt: at('2025-03-07T10:00:00Z'),
      resolutionBusinessSeconds: 30 * HOUR,
      visitCount: 1,
      reopenCount: 1,
    });
    const move = (to: string, when: string) => ({
      organisationId: w.orgA,
      ticketId: reopened.id,
      type: 'status' as const,
      data: { from: to === 'reopened' ? 'completed' : 'in_progress', to },
      createdAt: at(when),
    });
    await db
      .insert(ticketActivity)
      .values([
        move('completed', '2025-03-05T10:00:00Z'),
        move('reopened', '2025-03-06T10:00:00Z'),
      ]);
    // The week before: created and completed; its reporter rated it in the week.
    await insertTicket(db, {
      ...done,
      createdAt: at('2025-02-26T09:00:00Z'),
      completedAt: at('2025-02-27T09:00:00Z'),
      feedbackRating: 4,
      feedbackAt: at('2025-03-04T08:00:00Z'),
    });
    // Paris days: 23:30 on Sunday 9 March is in the week; 00:30 on Monday 10 March is not;
    // 00:30 on Monday 3 March (23:30 UTC on the 2nd) is.
    await insertTicket(db, { ...base, createdAt: at('2025-03-09T22:30:00Z') });
    await insertTicket(db, { ...base, createdAt: at('2025-03-09T23:30:00Z') });
    await insertTicket(db, { ...base, createdAt: at('2025-03-02T23:30:00Z') });
    // Overdue now: past its deadline (assigned to the technician and their team), past its due
    // date without SLA; on hold past its deadline is not overdue.
    const yesterday = new Date(Date.now() - DAY_MS);
    await insertTicket(
      db,
      {
        ...base,
        status: 'in_progress',
        priority: 'critical',
        teamId: team!.id,
        createdAt: at('2025-03-05T09:00:00Z'),
        resolutionDueAt: yesterday,
      },
      [technician.user.id],
    );
    await insertTicket(db, {
      ...base,
      status: 'on_hold',
      createdAt: at('2025-01-02T09:00:00Z'),
      resolutionDueAt: yesterday,
    });
    await insertTicket(db, {
      ...base,
      kind: 'general',
      createdAt: at('2025-01-01T09:00:00Z'),
      dueAt: yesterday,
    });
    // Another organisation's ticket never counts.
    await insertTicket(db, {
      organisationId: w.orgB,
      buildingId: w.foreignBuilding,
      createdAt: at('2025-03-04T09:00:00Z'),
    });
  });
  afterAll(() => t.close());

  it('counts a week of the organisation in its time zone', async () => {
    const d = await dashboard(WEEK);
    expect(d.period).toMatchObject({
      from: '2025-03-03',
      to: '2025-03-09',
      previous_from: '2025-02-24',
      previous_to: '2025-03-02',
      timezone: 'Europe/Paris',
      trend_step: 'day',
    });
    const reactive = d.tickets.find((row) => row.kind === 'reactive')!;
    const general = d.tickets.find((row) => row.kind === 'general')!;
    expect(reactive).toMatchObject({ created: 5, previous_created: 1, open: 5 });
    expect(general).toMatchObject({ created: 1, previous_created: 0, open: 1 });
    expect(reactive.by_status).toEqual(
      expect.arrayContaining([
        { status: 'new', count: 3 },
        { status: 'in_progress', count: 1 },
        { status: 'on_hold', count: 1 },
      ]),
    );
    expect(d.completed).toMatchObject({ count: 3, previous_count: 1 });
    expect(d.completed.by_team).toEqual([expect.objectContaining({ name: 'Crew', count: 3 })]);
    expect(d.completed.by_person).toEqual([
      expect.objectContaining({ id: technician.user.id, count: 3 }),
    ]);
    expect(d.trend).toHaveLength(7);
    expect(d.trend[0]).toEqual({
      start: '2025-03-03',
      created: 3,
      completed: 0,
      resolution_sla_rate: null,
    });
    expect(d.trend[3]).toMatchObject({ start: '2025-03-06', completed: 1, resolution_sla_rate: 0 });
    expect(d.trend[6]).toMatchObject({ start: '2025-03-09', created: 1 });
  });

  it('measures resolution, first-call resolution, SLA and feedback', async () => {
    const d = await dashboard(WEEK);
    expect(d.resolution_time).toMatchObject({
      count: 3,
      mean_seconds: 20 * HOUR,
      median_seconds: 20 * HOUR,
      business_hours: true,
    });
    expect(d.resolution_time.by_priority).toContainEqual({
      priority: 'high',
      count: 1,
      mean_seconds: 10 * HOUR,
      median_seconds: 10 * HOUR,
    });
    expect(d.resolution_time.by_priority).toContainEqual({
      priority: 'critical',
      count: 0,
      mean_seconds: null,
      median_seconds: null,
    });
    expect(d.first_call_resolution).toEqual({
      completed: 3,
      first_visit: 1,
      rate: 1 / 3,
      reopened: 1,
      reopen_rate: 1 / 3,
    });
    expect(d.sla.resolution).toEqual({ met: 1, breached: 1, rate: 0.5 });
    expect(d.sla.response).toEqual({ met: 1, breached: 1, rate: 0.5 });
    // Ratings given in the week, whenever the work was completed.
    expect(d.feedback).toMatchObject({
      count: 3,
      average: 11 / 3,
      distribution: [0, 1, 0, 1, 1],
    });
    expect(d.feedback.latest.map((row) => [row.rating, row.comment])).toEqual([
      [2, null],
      [5, 'Great'],
      [4, null],
    ]);
  });

  it('counts overdue work now, and the caller’s own overdue jobs', async () => {
    const d = await dashboard(WEEK);
    expect(d.overdue.count).toBe(2);
    expect(d.overdue.by_priority).toContainEqual({ priority: 'critical', count: 1 });
    expect(d.overdue_jobs).toEqual({ mine: 0, my_teams: 0 });
    const mine = await dashboard(WEEK, technician.token);
    expect(mine.overdue_jobs).toEqual({ mine: 1, my_teams: 1 });
    const backlog = Object.fromEntries(d.backlog_by_age.map((row) => [row.bucket, row.count]));
    expect(backlog).toEqual({ '1d': 0, '3d': 0, '7d': 0, '30d': 0, older: 6 });
  });

  it('answers nulls, never 0 % or NaN, for a period without tickets', async () => {
    const d = await dashboard('range=custom&from=2020-01-01&to=2020-01-07');
    expect(d.resolution_time).toMatchObject({ count: 0, mean_seconds: null, median_seconds: null });
    expect(d.first_call_resolution).toEqual({
      completed: 0,
      first_visit: 0,
      rate: null,
      reopened: 0,
      reopen_rate: null,
    });
    expect(d.sla.response.rate).toBeNull();
    expect(d.sla.resolution.rate).toBeNull();
    expect(d.feedback).toMatchObject({ count: 0, average: null, latest: [] });
    expect(d.trend.every((step) => step.resolution_sla_rate === null)).toBe(true);
    expect(d.by_priority).toEqual([]);
  });

  it('steps by week up to 26 weeks and by month beyond', async () => {
    const weeks = await dashboard('range=custom&from=2025-01-01&to=2025-03-31');
    expect(weeks.period.trend_step).toBe('week');
    expect(weeks.trend[0]!.start).toBe('2025-01-01');
    expect(weeks.trend[1]!.start).toBe('2025-01-06');
    expect(weeks.trend.reduce((sum, step) => sum + step.created, 0)).toBe(10);
    const months = await dashboard('range=custom&from=2024-07-01&to=2025-06-30');
    expect(months.period.trend_step).toBe('month');
    expect(months.trend).toHaveLength(12);
  });

  it('finds in the ticket list exactly the tickets each figure counts', async () => {
    const d = await dashboard(WEEK);
    const days = (name: string) => `${name}_from=2025-03-03&${name}_to=2025-03-09`;
    const created = d.tickets.reduce((sum, row) => sum + row.created, 0);
    expect(await bothLists(days('created'))).toBe(created);
    expect(await bothLists(days('completed'))).toBe(d.completed.count);
    expect(await bothLists('overdue=true')).toBe(d.overdue.count);
    expect(await bothLists(`${days('completed')}&first_visit=true`)).toBe(
      d.first_call_resolution.first_visit,
    );
    expect(await bothLists(`${days('completed')}&sla_result=resolution_breached`)).toBe(
      d.sla.resolution.breached,
    );
    expect(await bothLists(`${days('responded')}&sla_result=response_met`)).toBe(
      d.sla.response.met,
    );
    // Rated in the period, including work completed before it.
    expect(await bothLists(`${days('rated')}&rating=1,2,3,4,5`)).toBe(d.feedback.count);
    expect(await bothLists(`${days('rated')}&rating=4`)).toBe(d.feedback.distribution[3]);
    expect(await bothLists(`${days('completed')}&rating=1,2,3,4,5`)).toBeLessThan(d.feedback.count);
  });
});
