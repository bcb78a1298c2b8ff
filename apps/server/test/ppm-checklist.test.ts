// A PPM task's checklist and signature: a schedule with a checklist starts its pinned version on
// each task it makes; the task completes only once its checklists are finished (their required
// answers checked), a failed item opens a reactive ticket on the asset, and a schedule that asks
// for a signature refuses a completion without one. Messages in the caller's language.
import type { TFormListResponse, TPpmSchedule } from '@mainstay/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forms, tickets, users } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { answer, createFormFixture, type FormFixture } from './helpers/forms.ts';
import { callApi } from './helpers/tickets.ts';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('PPM task checklist and signature', () => {
  let t: TestApp;
  let f: FormFixture;
  let manager: string;

  beforeAll(async () => {
    t = await createTestApp();
    f = await createFormFixture(t);
    manager = f.people.manager.token;
  });
  afterAll(() => t.close());

  const schedule = async (extra: Record<string, unknown>) => {
    const response = await callApi(t, 'POST', '/ppm-schedules', manager, {
      title: 'Booster pump service',
      instructions: 'Service the pump set.',
      building_id: f.buildings.north.id,
      scope: 'assets',
      asset_ids: [f.assets.north.id],
      triggers: [{ type: 'calendar', frequency: 'daily', interval: 1 }],
      start_date: new Date().toISOString().slice(0, 10),
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<TPpmSchedule>();
    const [task] = await t.app.db
      .select()
      .from(tickets)
      .where(eq(tickets.ppmScheduleId, created.id));
    const started = await callApi(t, 'POST', `/ppm-tasks/${task!.id}/status`, manager, {
      status: 'in_progress',
    });
    expect(started.statusCode, started.body).toBe(200);
    return task!;
  };
  const complete = (taskId: string, body: Record<string, unknown> = {}) =>
    callApi(t, 'POST', `/ppm-tasks/${taskId}/status`, manager, { status: 'completed', ...body });

  it('starts the schedule’s checklist on each task, on its asset and building', async () => {
    const task = await schedule({ template_id: f.templates.inspection.id });
    const listed = await callApi(t, 'GET', `/forms?ticket_id=${task.id}`, manager);
    expect(listed.statusCode, listed.body).toBe(200);
    const [form] = listed.json<TFormListResponse>().data;
    expect(form).toMatchObject({
      status: 'in_progress',
      template: { id: f.templates.inspection.id, version: 1 },
    });
    const [row] = await t.app.db.select().from(forms).where(eq(forms.ticketId, task.id));
    expect(row).toMatchObject({ assetId: f.assets.north.id, buildingId: f.buildings.north.id });
  });

  it('completes the task only once its checklist is finished', async () => {
    const task = await schedule({
      title: 'Pump inspection round',
      template_id: f.templates.inspection.id,
    });
    const [form] = await t.app.db.select().from(forms).where(eq(forms.ticketId, task.id));
    const refused = await complete(task.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PPM_CHECKLIST_UNFINISHED',
      message: `Finish the checklist on this task before completing it (${form!.number})`,
    });
    // In the caller's language.
    const managerId = f.people.manager.user.id;
    await t.app.db.update(users).set({ language: 'fr' }).where(eq(users.id, managerId));
    const french = await complete(task.id);
    await t.app.db.update(users).set({ language: 'en' }).where(eq(users.id, managerId));
    expect(french.json().message).toBe(
      `Terminez la liste de contrôle de cette tâche avant de la clôturer (${form!.number})`,
    );
    // The checklist's own rule: its required answers first.
    const early = await callApi(t, 'POST', `/forms/${form!.id}/complete`, manager);
    expect(early.json().code).toBe('FORM_REQUIRED_MISSING');

    // A failed item opens a reactive ticket on the asset, as on any checklist.
    await answer(t, manager, form!.id, [
      { field_key: 'pump', value: 'fail' },
      { field_key: 'pressure', value: 2 },
      { field_key: 'leak', value: 'no' },
    ]);
    const opened = await t.app.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.kind, 'reactive'), eq(tickets.assetId, f.assets.north.id)));
    expect(opened.map((ticket) => ticket.title).join('\n')).toContain('Pump runs quietly');

    const finished = await callApi(t, 'POST', `/forms/${form!.id}/complete`, manager);
    expect(finished.statusCode, finished.body).toBe(200);
    const done = await complete(task.id, { completion_notes: 'Pump replaced under warranty' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().status).toBe('completed');
  });

  it('asks for the technician’s signature when the schedule requires one', async () => {
    const task = await schedule({ title: 'Gas safety check', signature_required: true });
    const refused = await complete(task.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      "This task needs the technician's signature: sign before completing it",
    );
    const signed = await complete(task.id, { technician_signature: PNG });
    expect(signed.statusCode, signed.body).toBe(200);
  });

  it('leaves tickets and tasks without a checklist or signature as they were', async () => {
    const task = await schedule({ title: 'Walk-round' });
    expect((await complete(task.id)).statusCode).toBe(200);
  });
});
