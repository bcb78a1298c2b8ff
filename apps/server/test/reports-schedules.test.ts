// Scheduled reports: the contract and the rules refuse bad schedules with a clear 4xx (frequency,
// a weekly day, last day before the first, unknown, foreign or unauthorised recipients), write
// report is needed (403; facilities managers have it), another organisation's schedule is 404,
// creation is idempotent, and the schedule changes as asked (pause, resume, take-over).
import type { TReportSchedule } from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportSchedules } from '../src/db/schema/index.ts';
import { loadTicketSettings } from '../src/modules/tickets/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createUserWithToken } from './helpers/fixtures.ts';
import { caller, rulesOf, slaWorld } from './sla-world.ts';

describe('scheduled reports', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof slaWorld>>;
  let call: ReturnType<typeof caller>;
  let valid: Record<string, unknown>;

  const create = (body: Record<string, unknown>, token = w.admin.token) =>
    call('POST', '/reports/schedules', token, body);
  const fieldsOf = (response: { json: () => unknown }) =>
    (response.json() as { errors?: Record<string, string[]> }).errors ?? {};

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    w = await slaWorld(t, 'Schedules');
    await loadTicketSettings(t.app.db, w.orgA);
    valid = {
      name: 'Weekly SLA',
      report_key: 'sla',
      filters: { range: '7d', building_id: w.north },
      format: 'xlsx',
      frequency: 'weekly',
      day_of_week: 1,
      hour: 7,
      recipient_ids: [w.admin.user.id, w.manager.user.id],
    };
  });
  afterAll(() => t.close());

  it('creates a schedule with its next run at the hour of the organisation', async () => {
    const response = await create(valid);
    expect(response.statusCode, response.body).toBe(201);
    const schedule = response.json<TReportSchedule>();
    expect(schedule).toMatchObject({
      name: 'Weekly SLA',
      report_key: 'sla',
      format: 'xlsx',
      delivery: 'attachment',
      frequency: 'weekly',
      day_of_week: 1,
      day_of_month: null,
      active: true,
      owner: { id: w.admin.user.id },
      last_status: null,
    });
    expect(schedule.filters).toMatchObject({ range: '7d', building_id: w.north });
    expect(schedule.recipients.map((person) => person.id).sort()).toEqual(
      [w.admin.user.id, w.manager.user.id].sort(),
    );
    const next = new Date(schedule.next_run_at!);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    // A Monday, 07:00 in the organisation's zone (UTC by default).
    expect(next.getUTCDay()).toBe(1);
    expect(next.getUTCHours()).toBe(7);

    const list = await call('GET', '/reports/schedules', w.admin.token);
    expect(list.json<{ items: TReportSchedule[] }>().items.map((item) => item.id)).toContain(
      schedule.id,
    );
  });

  it('refuses a bad frequency, a weekly schedule without its day and an end before the start', async () => {
    const frequency = await create({ ...valid, frequency: 'hourly' });
    expect(frequency.statusCode).toBe(422);
    expect(fieldsOf(frequency).frequency?.[0]).toBe(
      'The frequency is one of daily, weekly, monthly',
    );

    const weekly = await create({ ...valid, day_of_week: undefined });
    expect(weekly.statusCode).toBe(422);
    expect(fieldsOf(weekly).day_of_week).toEqual(['Choose the day of the week']);

    const ends = await create({ ...valid, starts_on: '2030-02-01', ends_on: '2030-01-01' });
    expect(ends.statusCode).toBe(422);
    expect(fieldsOf(ends).ends_on).toEqual(['The last day must not be before the first']);

    const period = await create({
      ...valid,
      filters: { range: 'custom', from: '2025-03-10', to: '2025-03-01' },
    });
    expect(period.statusCode).toBe(422);
    expect(Object.keys(fieldsOf(period))).toEqual(['filters.to']);
  });

  it('refuses unknown people, another organisation’s and those who may not open the report', async () => {
    const unknown = await create({
      ...valid,
      recipient_ids: [w.admin.user.id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'REPORT_RECIPIENT_UNKNOWN' });
    expect(fieldsOf(unknown)['recipient_ids.1']).toEqual(['Choose people of your organisation']);

    const foreign = await create({ ...valid, recipient_ids: [w.outsider.user.id] });
    expect(foreign.statusCode).toBe(422);
    expect(fieldsOf(foreign)['recipient_ids.0']).toEqual(['Choose people of your organisation']);

    // Technicians have no report permission: refused by name, in the caller's language.
    const french = await createUserWithToken(t.app.db, w.orgA, {
      rules: rulesOf('administrator'),
      language: 'fr',
    });
    const forbidden = await create(
      { ...valid, recipient_ids: [w.technician.user.id] },
      french.token,
    );
    expect(forbidden.statusCode).toBe(422);
    expect(forbidden.json()).toMatchObject({
      code: 'REPORT_RECIPIENT_FORBIDDEN',
      message: `${w.technician.user.name} n’a pas le droit d’ouvrir ce rapport`,
    });
  });

  it('needs write on reports (403 for a viewer) and a caller who may open the report', async () => {
    for (const [method, url] of [
      ['GET', '/reports/schedules'],
      ['POST', '/reports/schedules'],
      ['GET', '/reports/schedules/recipients?report_key=sla'],
    ] as const) {
      const response = await call(
        method,
        url,
        w.viewer.token,
        method === 'POST' ? valid : undefined,
      );
      expect(response.statusCode, url).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/reports/schedules' });
    expect(anonymous.statusCode).toBe(401);
    // write report alone does not open MTTR, which also needs read assets.
    const writer = await createUserWithToken(t.app.db, w.orgA, {
      rules: [
        { action: 'read', subject: 'report' },
        { action: 'write', subject: 'report' },
      ],
    });
    const mttr = await create({ ...valid, report_key: 'mttr', filters: {} }, writer.token);
    expect(mttr.statusCode).toBe(403);
    expect(mttr.json()).toMatchObject({ code: 'REPORT_FORBIDDEN' });
  });

  it('lets a facilities manager schedule a report, which they then own', async () => {
    const response = await create({ ...valid, name: 'Manager’s SLA' }, w.manager.token);
    expect(response.statusCode, response.body).toBe(201);
    const schedule = response.json<TReportSchedule>();
    expect(schedule.owner).toMatchObject({ id: w.manager.user.id });
    const list = await call('GET', '/reports/schedules', w.manager.token);
    expect(list.statusCode).toBe(200);
    const paused = await call('PATCH', `/reports/schedules/${schedule.id}`, w.manager.token, {
      active: false,
    });
    expect(paused.json<TReportSchedule>()).toMatchObject({ active: false, next_run_at: null });
  });

  it('offers as recipients the active members who may open the report', async () => {
    const response = await call(
      'GET',
      '/reports/schedules/recipients?report_key=sla',
      w.admin.token,
    );
    const ids = response.json<{ items: { id: string }[] }>().items.map((item) => item.id);
    expect(ids).toContain(w.manager.user.id);
    expect(ids).toContain(w.viewer.user.id);
    expect(ids).not.toContain(w.technician.user.id);
    expect(ids).not.toContain(w.outsider.user.id);
  });

  it('keeps another organisation’s schedules out of reach (404)', async () => {
    const schedule = (await create(valid)).json<TReportSchedule>();
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { name: 'Taken' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(
        method,
        `/reports/schedules/${schedule.id}`,
        w.outsider.token,
        payload,
      );
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toMatchObject({ code: 'REPORT_SCHEDULE_NOT_FOUND' });
    }
    const list = await call('GET', '/reports/schedules', w.outsider.token);
    expect(list.json<{ items: unknown[] }>().items).toEqual([]);
    const [row] = await t.app.db
      .select()
      .from(reportSchedules)
      .where(eq(reportSchedules.id, schedule.id));
    expect(row?.name).toBe('Weekly SLA');
  });

  it('replays a creation sent again with the same Idempotency-Key', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/reports/schedules',
        headers: { ...bearer(w.admin.token), 'idempotency-key': 'schedule-once' },
        payload: { ...valid, name: 'Once only' },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<TReportSchedule>().id).toBe(first.json<TReportSchedule>().id);
    const rows = await t.app.db
      .select()
      .from(reportSchedules)
      .where(eq(reportSchedules.name, 'Once only'));
    expect(rows).toHaveLength(1);
  });

  it('pauses and resumes without changing its owner, and an edit takes it over', async () => {
    const schedule = (await create(valid)).json<TReportSchedule>();
    const other = await createUserWithToken(t.app.db, w.orgA, { rules: rulesOf('administrator') });
    const url = `/reports/schedules/${schedule.id}`;

    const paused = await call('PATCH', url, other.token, { active: false });
    expect(paused.json()).toMatchObject({ active: false, next_run_at: null });
    expect(paused.json<TReportSchedule>().owner?.id).toBe(w.admin.user.id);
    const resumed = await call('PATCH', url, other.token, { active: true });
    expect(resumed.json<TReportSchedule>().next_run_at).not.toBeNull();

    const monthly = await call('PATCH', url, other.token, { frequency: 'monthly' });
    expect(monthly.statusCode).toBe(422);
    expect(fieldsOf(monthly).day_of_month).toEqual(['Choose the day of the month']);

    const edited = await call('PATCH', url, other.token, {
      frequency: 'monthly',
      day_of_month: 31,
      delivery: 'link',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      frequency: 'monthly',
      day_of_month: 31,
      day_of_week: null,
      delivery: 'link',
      owner: { id: other.user.id },
    });

    expect((await call('DELETE', url, other.token)).statusCode).toBe(204);
    expect((await call('GET', url, other.token)).statusCode).toBe(404);
  });
});
