// The PPM task list narrowed to a schedule and by compliance (on time, late, pending), each task
// with its schedule and compliance; filters checked by the contract, and another organisation's
// schedule reaching nothing.
import type { TPpmSchedule, TTicketListResponse } from '@mainstay/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickets } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { callApi, createTicketFixture, type TicketFixture } from './helpers/tickets.ts';

const DAY = 24 * 3600 * 1000;
const today = () => new Date().toISOString().slice(0, 10);

describe('PPM task list: schedule and compliance', () => {
  let t: TestApp;
  let f: TicketFixture;
  let manager: string;
  let chiller: TPpmSchedule;
  let lift: TPpmSchedule;

  const list = async (query: string, token = manager) => {
    const response = await callApi(t, 'GET', `/ppm-tasks?${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TTicketListResponse;
  };
  const tasksOf = (scheduleId: string) =>
    t.app.db
      .select()
      .from(tickets)
      .where(eq(tickets.ppmScheduleId, scheduleId))
      .orderBy(asc(tickets.dueAt), asc(tickets.seq));
  const create = async (title: string) => {
    const response = await callApi(t, 'POST', '/ppm-schedules', manager, {
      title,
      building_id: f.buildings.north.id,
      scope: 'assets',
      asset_ids: [f.assets.north.id],
      triggers: [{ type: 'calendar', frequency: 'daily', interval: 1 }],
      start_date: today(),
      lead_time_days: 3,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as TPpmSchedule;
  };

  beforeAll(async () => {
    t = await createTestApp();
    f = await createTicketFixture(t);
    manager = f.people.manager.token;
    chiller = await create('Chiller daily check');
    lift = await create('Lift daily check');
    // Four of the chiller's tasks, one in each state a compliance reading knows.
    const [onTime, missed, overdue, pending] = await tasksOf(chiller.id);
    if (!onTime || !missed || !overdue || !pending) throw new Error('Expected four tasks');
    const now = Date.now();
    const set = (id: string, values: Partial<typeof tickets.$inferInsert>) =>
      t.app.db.update(tickets).set(values).where(eq(tickets.id, id));
    await set(onTime.id, {
      status: 'completed',
      completedAt: new Date(now - 3 * DAY),
      complianceDueAt: new Date(now - 2 * DAY),
    });
    await set(missed.id, { status: 'missed', complianceDueAt: new Date(now - DAY) });
    await set(overdue.id, { complianceDueAt: new Date(now - DAY / 2) });
    await set(pending.id, { complianceDueAt: new Date(now + 2 * DAY) });
  });
  afterAll(() => t.close());

  it("lists a schedule's tasks only, each naming its schedule and compliance", async () => {
    const page = await list(`ppm_schedule_id=${chiller.id}&sort=due_at&order=asc&per_page=50`);
    expect(page.data.length).toBeGreaterThanOrEqual(4);
    expect(page.data.every((row) => row.ppm?.schedule?.id === chiller.id)).toBe(true);
    expect(page.data[0]?.ppm?.schedule?.name).toBe('Chiller daily check');
    const states = page.data.slice(0, 4).map((row) => row.ppm?.compliance);
    expect(states).toEqual(['on_time', 'late', 'late', 'pending']);
    const others = await list(`ppm_schedule_id=${lift.id}&per_page=50`);
    expect(others.data.length).toBeGreaterThan(0);
    expect(others.data.every((row) => row.ppm?.schedule?.name === 'Lift daily check')).toBe(true);
  });

  it('narrows by compliance: late is missed, or open past the deadline; on time and pending', async () => {
    const late = await list(`ppm_schedule_id=${chiller.id}&compliance=late`);
    expect(late.data.map((row) => row.status).sort()).toEqual(['missed', 'scheduled']);
    const onTime = await list(`ppm_schedule_id=${chiller.id}&compliance=on_time`);
    expect(onTime.data.map((row) => row.status)).toEqual(['completed']);
    const either = await list(`ppm_schedule_id=${chiller.id}&compliance=on_time,pending`);
    expect(either.data.map((row) => row.ppm?.compliance).sort()).toEqual(['on_time', 'pending']);
  });

  it('gives other tickets no PPM facts', async () => {
    const made = await callApi(t, 'POST', '/reactive-tickets', manager, {
      title: 'Leak under the sink',
      building_id: f.buildings.north.id,
    });
    expect(made.statusCode, made.body).toBe(201);
    const reactive = await callApi(t, 'GET', '/reactive-tickets?per_page=5', manager);
    const body = reactive.json() as TTicketListResponse;
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((row) => row.ppm === null)).toBe(true);
  });

  it('words bad filters and keeps another organisation out', async () => {
    const state = await callApi(t, 'GET', '/ppm-tasks?compliance=soon', manager);
    expect(state.statusCode).toBe(422);
    expect(JSON.stringify(state.json())).toContain('Compliance is on time, late or pending');
    const id = await callApi(t, 'GET', '/ppm-tasks?ppm_schedule_id=boiler', manager);
    expect(id.statusCode).toBe(422);
    expect(JSON.stringify(id.json())).toContain('Choose a schedule');
    const outsider = await list(`ppm_schedule_id=${chiller.id}`, f.people.outsider.token);
    expect(outsider.data).toEqual([]);
  });
});
