// The service dashboard's planned maintenance figures (docs/kpis.md, "ppm"): due this week,
// overdue, completed in the period, and PM compliance over the tasks whose compliance deadline
// fell in the period and the one before; the same states found by the list's compliance filter;
// the building filter; and no figures for someone who reaches no PPM task.
import type { TServiceDashboard, TTicketListResponse } from '@mainstay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUserWithToken } from './helpers/fixtures.ts';
import { caller, insertTicket, slaWorld } from './sla-world.ts';

const DAY = 86_400_000;
/** The UTC day `offset` days from today (YYYY-MM-DD); the tasks sit whole days from the edges. */
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
/** Forty days ending ten days ahead, so a deadline still ahead falls inside as pending. */
const PERIOD = `range=custom&from=${day(-29)}&to=${day(10)}`;

describe('service dashboard: PPM figures', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof slaWorld>>;
  let call: ReturnType<typeof caller>;

  const dashboard = async (query: string, token = w.admin.token) => {
    const response = await call('GET', `/dashboards/service?${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TServiceDashboard;
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    w = await slaWorld(t, 'Planned');
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * DAY);
    const ppm = { organisationId: w.orgA, buildingId: w.north, kind: 'ppm' as const };
    // In the period: two on time, one completed late, one missed, one open past its deadline.
    for (const days of [10, 20]) {
      await insertTicket(t.app.db, {
        ...ppm,
        status: 'completed',
        dueAt: ago(days),
        complianceDueAt: ago(days - 2),
        completedAt: ago(days),
      });
    }
    await insertTicket(t.app.db, {
      ...ppm,
      status: 'closed',
      dueAt: ago(15),
      complianceDueAt: ago(14),
      completedAt: ago(12),
    });
    await insertTicket(t.app.db, {
      ...ppm,
      status: 'missed',
      dueAt: ago(9),
      complianceDueAt: ago(8),
    });
    await insertTicket(t.app.db, {
      ...ppm,
      status: 'assigned',
      dueAt: ago(4),
      complianceDueAt: ago(3),
    });
    // Cancelled: counted nowhere. Pending: due in three days (this week), deadline ahead.
    await insertTicket(t.app.db, {
      ...ppm,
      status: 'cancelled',
      dueAt: ago(6),
      complianceDueAt: ago(5),
    });
    await insertTicket(t.app.db, {
      ...ppm,
      status: 'scheduled',
      dueAt: new Date(now + 3 * DAY),
      complianceDueAt: new Date(now + 5 * DAY),
    });
    // The period before: one on time of one.
    await insertTicket(t.app.db, {
      ...ppm,
      status: 'completed',
      dueAt: ago(45),
      complianceDueAt: ago(44),
      completedAt: ago(45),
    });
    // Another building's task, and a reactive ticket, neither in the figures of north.
    await insertTicket(t.app.db, {
      ...ppm,
      buildingId: w.south,
      status: 'scheduled',
      dueAt: ago(2),
      complianceDueAt: ago(1),
    });
    await insertTicket(t.app.db, {
      organisationId: w.orgA,
      buildingId: w.north,
      status: 'new',
      dueAt: ago(2),
    });
  });
  afterAll(() => t.close());

  it('counts due, overdue, completed and PM compliance with the period before', async () => {
    const figures = await dashboard(`${PERIOD}&building_id=${w.north}`);
    expect(figures.ppm).toEqual({
      due_this_week: 1,
      overdue: 1,
      completed: 3,
      compliance: { on_time: 2, late: 3, pending: 1, rate: 0.4, previous_rate: 1 },
    });
    const everywhere = await dashboard(PERIOD);
    expect(everywhere.ppm?.overdue).toBe(2);
    expect(everywhere.ppm?.compliance.late).toBe(4);
    // The service figures above leave PPM tasks out.
    expect(everywhere.overdue.count).toBe(1);
  });

  it('finds the same tasks in the list through the compliance filter', async () => {
    const late = await call(
      'GET',
      `/ppm-tasks?building_id=${w.north}&compliance=late&per_page=50`,
      w.admin.token,
    );
    expect(late.statusCode, late.body).toBe(200);
    const body = late.json() as TTicketListResponse;
    expect(body.total).toBe(3);
    expect(body.data.every((row) => row.ppm?.compliance === 'late')).toBe(true);
  });

  it('reads null without data and for someone who reaches no PPM task', async () => {
    const empty = await dashboard('range=custom&from=2020-01-01&to=2020-01-31');
    expect(empty.ppm?.compliance).toEqual({
      on_time: 0,
      late: 0,
      pending: 0,
      rate: null,
      previous_rate: null,
    });
    const onlyReactive = await createUserWithToken(t.app.db, w.orgA, {
      rules: [
        { action: 'read', subject: 'dashboard' },
        { action: 'read', subject: 'reactive task' },
      ],
    });
    expect((await dashboard('range=30d', onlyReactive.token)).ppm).toBeNull();
    const outsider = await dashboard('range=30d', w.outsider.token);
    expect(outsider.ppm?.completed).toBe(0);
  });
});
