// Maintenance schedules through the API, and the generation of their tasks: the ledger keyed by
// (schedule, occurrence) so re-runs and concurrent runs never make a task twice, one task per
// asset, assignment, retired assets pausing a schedule with its reason, the previous-open
// policies, pause and resume (skipped occurrences recorded), preview and forecast, validation,
// permissions and scoping.
import type { TPpmPreview, TPpmSchedule, TTicketListResponse } from '@mainstay/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assets,
  ppmOccurrences,
  ppmSchedules,
  ticketActivity,
  tickets,
} from '../src/db/schema/index.ts';
import { generatePpmTasks } from '../src/modules/ppm/index.ts';
import type { TicketsDeps } from '../src/modules/tickets/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { callApi, createTicketFixture, type TicketFixture } from './helpers/tickets.ts';

const DAY = 24 * 3600 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const today = () => isoDay(new Date());

describe('PPM schedules', () => {
  let t: TestApp;
  let f: TicketFixture;
  let manager: string;
  let deps: Pick<TicketsDeps, 'db' | 'hooks'>;

  beforeAll(async () => {
    t = await createTestApp();
    f = await createTicketFixture(t);
    manager = f.people.manager.token;
    deps = { db: t.app.db, hooks: { notify: async () => {} } as unknown as TicketsDeps['hooks'] };
  });
  afterAll(() => t.close());

  const monthlyOn = (day: number) => ({
    type: 'calendar',
    frequency: 'monthly',
    interval: 1,
    month_mode: 'day_of_month',
    month_day: day,
  });
  const daily = { type: 'calendar', frequency: 'daily', interval: 1 };
  const schedule = (extra: Record<string, unknown> = {}) => ({
    title: 'Chiller service',
    instructions: 'Check refrigerant pressures and clean the coils.',
    building_id: f.buildings.north.id,
    scope: 'assets',
    asset_ids: [f.assets.north.id],
    triggers: [monthlyOn(new Date().getUTCDate())],
    start_date: today(),
    ...extra,
  });
  const create = async (body: Record<string, unknown>, token = manager) => {
    const response = await callApi(t, 'POST', '/ppm-schedules', token, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as TPpmSchedule;
  };
  const tasksOf = (scheduleId: string) =>
    t.app.db
      .select()
      .from(tickets)
      .where(eq(tickets.ppmScheduleId, scheduleId))
      .orderBy(asc(tickets.dueAt), asc(tickets.seq));
  const ledgerOf = (scheduleId: string) =>
    t.app.db
      .select()
      .from(ppmOccurrences)
      .where(eq(ppmOccurrences.scheduleId, scheduleId))
      .orderBy(asc(ppmOccurrences.occurrenceDate));

  it('creates a schedule and its first task at once, numbered PM and scheduled', async () => {
    const created = await create(schedule());
    expect(created.status).toBe('active');
    expect(created.rrule).toMatch(
      /^DTSTART;VALUE=DATE:\d{8}\nRRULE:FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=\d+$/,
    );
    expect(created.upcoming[0]?.due_date).toBe(today());
    expect(created.next_due).toBe(today());
    expect(created.open_tasks).toBe(1);

    const list = await callApi(t, 'GET', `/ppm-tasks?search=Chiller`, manager);
    expect(list.statusCode, list.body).toBe(200);
    const [task] = (list.json() as TTicketListResponse).data;
    expect(task?.number).toMatch(/^PM-\d{6}$/);
    expect(task?.status).toBe('scheduled');
    const [row] = await tasksOf(created.id);
    expect(row?.assetId).toBe(f.assets.north.id);
    expect(row?.dueAt?.toISOString()).toBe(`${today()}T23:59:59.000Z`);
    // The default grace: 20 % of a monthly interval is 6 days.
    expect(row?.complianceDueAt?.toISOString()).toBe(
      `${isoDay(new Date(Date.now() + 6 * DAY))}T23:59:59.000Z`,
    );
  });

  it('never makes a task twice: re-runs and two concurrent runs find the ledger', async () => {
    const created = await create(schedule({ title: 'Pump check' }));
    const later = new Date(Date.now() + 3 * DAY);
    // Three days on, next month's occurrence is within the 28-day lead time: one more task.
    await generatePpmTasks(deps, later);
    const before = await tasksOf(created.id);
    expect(before).toHaveLength(2);
    await Promise.all([generatePpmTasks(deps, later), generatePpmTasks(deps, later)]);
    await generatePpmTasks(deps, later);
    expect(await tasksOf(created.id)).toHaveLength(before.length);
    const ledger = await ledgerOf(created.id);
    expect(new Set(ledger.map((row) => row.occurrenceDate)).size).toBe(ledger.length);
  });

  it('replays a creation with the same Idempotency-Key', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/ppm-schedules',
        headers: { authorization: `Bearer ${manager}`, 'idempotency-key': 'ppm-create-1' },
        payload: schedule({ title: 'Idempotent service' }),
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
  });

  it('assigns the task to the schedule’s people and makes one task per live asset', async () => {
    const [spare, retired] = await t.app.db
      .insert(assets)
      .values([
        {
          organisationId: f.org.id,
          code: 'AST-9',
          name: 'AHU 9',
          buildingId: f.buildings.north.id,
        },
        {
          organisationId: f.org.id,
          code: 'AST-8',
          name: 'Old fan',
          buildingId: f.buildings.north.id,
          status: 'retired',
        },
      ])
      .returning();
    const created = await create(
      schedule({
        title: 'Filter change',
        scope: 'building',
        asset_ids: [],
        assignee_ids: [f.people.technician.user.id],
      }),
    );
    const rows = await tasksOf(created.id);
    expect(rows.map((row) => row.assetId).sort()).toEqual([f.assets.north.id, spare!.id].sort());
    expect(rows.every((row) => row.status === 'assigned')).toBe(true);
    expect(rows.map((row) => row.assetId)).not.toContain(retired!.id);
  });

  it('pauses itself, with the reason shown, when every asset is retired', async () => {
    const [old] = await t.app.db
      .insert(assets)
      .values({
        organisationId: f.org.id,
        code: 'AST-7',
        name: 'Lift 7',
        buildingId: f.buildings.north.id,
      })
      .returning();
    const created = await create(schedule({ title: 'Lift inspection', asset_ids: [old!.id] }));
    await t.app.db.update(assets).set({ status: 'retired' }).where(eq(assets.id, old!.id));
    await generatePpmTasks(deps, new Date(Date.now() + 40 * DAY));
    const after = await callApi(t, 'GET', `/ppm-schedules/${created.id}`, manager);
    expect(after.json()).toMatchObject({ status: 'paused', pause_reason: 'asset_retired' });
    const ledger = await ledgerOf(created.id);
    expect(ledger.at(-1)).toMatchObject({ status: 'skipped', skipReason: 'asset_retired' });
  });

  it('marks the previous task missed when the next one comes due (miss_previous)', async () => {
    const created = await create(
      schedule({ title: 'Daily walk-round', triggers: [daily], lead_time_days: 0 }),
    );
    const [first] = await tasksOf(created.id);
    const tomorrow = new Date(Date.now() + DAY);
    const result = await generatePpmTasks(deps, tomorrow);
    expect(result.missed).toBeGreaterThanOrEqual(1);
    const rows = await tasksOf(created.id);
    expect(rows.map((row) => row.status)).toEqual(['missed', 'scheduled']);
    const timeline = await t.app.db
      .select()
      .from(ticketActivity)
      .where(and(eq(ticketActivity.ticketId, first!.id), eq(ticketActivity.type, 'status')));
    expect(timeline[0]?.data).toMatchObject({ to: 'missed', cause: 'next_occurrence' });
  });

  it('skips the next occurrence while an overdue task is open (skip)', async () => {
    const created = await create(
      schedule({
        title: 'Daily meter read',
        triggers: [daily],
        lead_time_days: 0,
        previous_open: 'skip',
      }),
    );
    await generatePpmTasks(deps, new Date(Date.now() + DAY));
    expect(await tasksOf(created.id)).toHaveLength(1);
    const ledger = await ledgerOf(created.id);
    expect(ledger.map((row) => [row.status, row.skipReason])).toEqual([
      ['generated', null],
      ['skipped', 'previous_open'],
    ]);
  });

  it('makes a floating task N days after the last one was done, inside the lead time too', async () => {
    const created = await create(
      schedule({
        title: 'Strainer clean',
        triggers: [{ type: 'floating', days_after_completion: 3 }],
      }),
    );
    const [first] = await tasksOf(created.id);
    expect(first?.dueAt?.toISOString().slice(0, 10)).toBe(today());
    // Nothing more while it is open.
    await generatePpmTasks(deps);
    expect(await tasksOf(created.id)).toHaveLength(1);
    const path = `/ppm-tasks/${first!.id}/status`;
    expect((await callApi(t, 'POST', path, manager, { status: 'in_progress' })).statusCode).toBe(
      200,
    );
    expect((await callApi(t, 'POST', path, manager, { status: 'completed' })).statusCode).toBe(200);
    await generatePpmTasks(deps);
    const rows = await tasksOf(created.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.dueAt?.toISOString().slice(0, 10)).toBe(isoDay(new Date(Date.now() + 3 * DAY)));
  });

  it('pauses, makes nothing while paused, and records the paused dates on resume', async () => {
    const created = await create(
      schedule({
        title: 'Daily check',
        triggers: [daily],
        lead_time_days: 0,
        start_date: isoDay(new Date(Date.now() - 5 * DAY)),
      }),
    );
    const paused = await callApi(t, 'POST', `/ppm-schedules/${created.id}/pause`, manager, {
      note: 'Plant room closed',
    });
    expect(paused.json()).toMatchObject({
      status: 'paused',
      pause_reason: 'manual',
      next_due: null,
    });
    const again = await callApi(t, 'POST', `/ppm-schedules/${created.id}/pause`, manager, {});
    expect(again.statusCode).toBe(409);
    await generatePpmTasks(deps, new Date(Date.now() + 3 * DAY));
    expect(await tasksOf(created.id)).toHaveLength(1);
    // As if it had been paused three days ago: the two days since are recorded as skipped.
    await t.app.db
      .update(ppmSchedules)
      .set({ plannedThrough: isoDay(new Date(Date.now() - 3 * DAY)) })
      .where(eq(ppmSchedules.id, created.id));
    const resumed = await callApi(t, 'POST', `/ppm-schedules/${created.id}/resume`, manager);
    expect(resumed.json().status).toBe('active');
    const skipped = (await ledgerOf(created.id)).filter((row) => row.skipReason === 'paused');
    expect(skipped.map((row) => row.occurrenceDate)).toEqual([
      isoDay(new Date(Date.now() - 2 * DAY)),
      isoDay(new Date(Date.now() - DAY)),
    ]);
    const archived = await callApi(t, 'POST', `/ppm-schedules/${created.id}/archive`, manager);
    expect(archived.json().status).toBe('archived');
    const update = await callApi(t, 'PUT', `/ppm-schedules/${created.id}`, manager, schedule());
    expect(update.statusCode).toBe(409);
    expect(update.json().code).toBe('PPM_SCHEDULE_ARCHIVED');
  });

  it('previews what a change adds and removes, and forecasts twelve months', async () => {
    const created = await create(schedule({ title: 'Boiler service' }));
    const preview = await callApi(t, 'POST', '/ppm-schedules/preview', manager, {
      schedule_id: created.id,
      triggers: [{ type: 'calendar', frequency: 'weekly', interval: 1, weekdays: ['mo'] }],
      start_date: today(),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json() as TPpmPreview;
    expect(body.added.length).toBeGreaterThanOrEqual(12);
    expect(body.removed.length).toBeGreaterThanOrEqual(2);
    expect(body.open_tasks).toBe(1);
    const forecast = await callApi(t, 'GET', `/ppm-schedules/${created.id}/forecast`, manager);
    const months = forecast.json().occurrences.length;
    expect(months === 12 || months === 13).toBe(true);
  });

  it('refuses impossible rules and references with worded 422s', async () => {
    const feb31 = await callApi(t, 'POST', '/ppm-schedules', manager, {
      ...schedule(),
      triggers: [
        {
          type: 'calendar',
          frequency: 'yearly',
          interval: 1,
          month: 2,
          month_day: 31,
          month_mode: 'day_of_month',
        },
      ],
    });
    expect(feb31.statusCode).toBe(422);
    const noAssets = await callApi(
      t,
      'POST',
      '/ppm-schedules',
      manager,
      schedule({ asset_ids: [] }),
    );
    expect(noAssets.json().errors.asset_ids).toEqual(['Choose at least one asset']);
    const elsewhere = await callApi(
      t,
      'POST',
      '/ppm-schedules',
      manager,
      schedule({ asset_ids: [f.assets.south.id] }),
    );
    expect(elsewhere.json().errors.asset_ids).toEqual(['Choose an asset in this building']);
    const foreign = await callApi(
      t,
      'POST',
      '/ppm-schedules',
      manager,
      schedule({ building_id: f.buildings.foreign.id }),
    );
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().errors)).toContain('building_id');
    const junk = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ppm-schedules',
      headers: { authorization: `Bearer ${manager}`, 'content-type': 'application/json' },
      payload: '{"title": [1, 2',
    });
    expect(junk.statusCode).toBe(400);
  });

  it('checks the permission and keeps to the organisation and the caller’s buildings', async () => {
    const south = await create(
      schedule({
        title: 'South pumps',
        building_id: f.buildings.south.id,
        asset_ids: [f.assets.south.id],
      }),
    );
    const technician = await callApi(
      t,
      'POST',
      '/ppm-schedules',
      f.people.technician.token,
      schedule(),
    );
    expect(technician.statusCode).toBe(403);
    const viewer = await callApi(t, 'GET', '/ppm-schedules', f.people.viewer.token);
    expect(viewer.statusCode).toBe(200);
    const outsider = await callApi(t, 'GET', `/ppm-schedules/${south.id}`, f.people.outsider.token);
    expect(outsider.statusCode).toBe(404);
    const limited = f.people.limitedManager.token;
    expect((await callApi(t, 'GET', `/ppm-schedules/${south.id}`, limited)).statusCode).toBe(404);
    const listed = await callApi(t, 'GET', '/ppm-schedules?per_page=100', limited);
    const ids = (listed.json().data as { id: string }[]).map((row) => row.id);
    expect(ids).not.toContain(south.id);
    expect(ids.length).toBeGreaterThan(0);
  });

  it('moves a PPM task through its own lifecycle', async () => {
    const created = await create(schedule({ title: 'Generator test run' }));
    const [task] = await tasksOf(created.id);
    const path = `/ppm-tasks/${task!.id}/status`;
    const toNew = await callApi(t, 'POST', path, manager, { status: 'new' });
    expect(toNew.statusCode).toBe(409);
    expect(toNew.json().message).toBe('A scheduled task cannot move to new');
    expect((await callApi(t, 'POST', path, manager, { status: 'in_progress' })).statusCode).toBe(
      200,
    );
    const done = await callApi(t, 'POST', path, manager, {
      status: 'completed',
      completion_notes: 'Ran for 30 minutes on load',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().status).toBe('completed');
  });

  it('refuses to delete a location a schedule is on', async () => {
    await create(
      schedule({
        title: 'Room 101 check',
        scope: 'location',
        asset_ids: [],
        location_id: f.locations.room,
      }),
    );
    const response = await callApi(
      t,
      'DELETE',
      `/locations/${f.locations.room}`,
      f.people.admin.token,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('LOCATION_HAS_SCHEDULES');
  });
});
