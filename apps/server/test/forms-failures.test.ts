// Failing answers open tickets: a failed inspection opens exactly one reactive ticket on the
// form's asset and location at the field's priority, however often and however concurrently it
// is saved; a number out of range flags the form and opens a ticket only when its field says
// so; a failure in a hidden (conditional) section neither opens one nor counts in the result.
import type { TFormDetail, TTicketDetail } from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formFailures, tickets } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import {
  answer,
  createFormFixture,
  putAnswers,
  startForm,
  uploadPng,
  type FormFixture,
} from './helpers/forms.ts';
import { createUserWithToken } from './helpers/fixtures.ts';
import { callApi, createTicket, rulesOf } from './helpers/tickets.ts';

describe('tickets opened by failing answers', () => {
  let t: TestApp;
  let f: FormFixture;
  let job: TTicketDetail;

  beforeAll(async () => {
    t = await createTestApp();
    f = await createFormFixture(t);
    job = await createTicket(t, f.people.manager.token, 'reactive', {
      title: 'Quarterly pump check',
      building_id: f.buildings.north.id,
      location_id: f.locations.room,
      asset_id: f.assets.north.id,
      assignee_ids: [f.people.technician.user.id],
    });
  });
  afterAll(() => t.close());

  const ticketsOpenedBy = async (formId: string) =>
    t.app.db
      .select({ ticket: tickets })
      .from(formFailures)
      .innerJoin(tickets, eq(tickets.id, formFailures.ticketId))
      .where(eq(formFailures.formId, formId));

  const start = (token = f.people.technician.token) =>
    startForm(t, token, { template_id: f.templates.inspection.id, ticket_id: job.id });

  it('opens one reactive ticket for a failed inspection, on the form’s asset and location', async () => {
    const { token } = f.people.technician;
    const form = await start();
    const upload = await uploadPng(t, token, form.id, 'pump_photos');
    const photo = upload.json<{ file: { id: string } }>().file.id;
    await answer(t, token, form.id, [{ field_key: 'pump_photos', value: [photo] }]);
    const failed = await answer(t, token, form.id, [{ field_key: 'pump', value: 'fail' }]);
    expect(failed.result).toBe('fail');
    expect(failed.failures).toBe(1);
    const opened = failed.answers.find((given) => given.field_key === 'pump')?.ticket;
    expect(opened).toMatchObject({ kind: 'reactive', title: 'Failed: Pump runs quietly' });

    const [row] = await ticketsOpenedBy(form.id);
    expect(row?.ticket).toMatchObject({
      kind: 'reactive',
      priority: 'high',
      buildingId: f.buildings.north.id,
      locationId: f.locations.room,
      assetId: f.assets.north.id,
      reporterUserId: f.people.technician.user.id,
    });
    expect(row?.ticket.description).toContain(form.number);
    expect(row?.ticket.description).toContain('Pump inspection');
    expect(row?.ticket.description).toContain('Pump runs quietly: Fail');

    // The section's photo went onto the ticket, as a copy of its own.
    const ticket = await callApi(
      t,
      'GET',
      `/reactive-tickets/${opened?.id}`,
      f.people.manager.token,
    );
    const files = ticket.json<TTicketDetail>().files;
    expect(files).toHaveLength(1);
    expect(files[0]?.kind).toBe('photo');
    expect(files[0]?.id).not.toBe(photo);

    // Saved again (a resent batch, a change of mind and back): still the one ticket.
    await answer(t, token, form.id, [{ field_key: 'pump', value: 'fail' }]);
    await answer(t, token, form.id, [{ field_key: 'pump', value: 'pass' }]);
    const again = await answer(t, token, form.id, [{ field_key: 'pump', value: 'fail' }]);
    expect(again.failures).toBe(1);
    expect(await ticketsOpenedBy(form.id)).toHaveLength(1);
    const list = await callApi(t, 'GET', `/forms?opened_ticket_id=${opened?.id}`, token);
    expect(list.json().data.map((item: TFormDetail) => item.id)).toEqual([form.id]);
  });

  it('opens exactly one ticket when the same failure is saved twice at once', async () => {
    const { token } = f.people.technician;
    const form = await start();
    const [first, second] = await Promise.all([
      putAnswers(t, token, form.id, [{ field_key: 'pump', value: 'fail' }]),
      putAnswers(t, token, form.id, [{ field_key: 'pump', value: 'fail' }]),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await ticketsOpenedBy(form.id)).toHaveLength(1);
  });

  it('flags a number out of range, and opens a ticket only when its field says so', async () => {
    const { token } = f.people.technician;
    const form = await start();
    const flagged = await answer(t, token, form.id, [
      { field_key: 'pump', value: 'pass' },
      { field_key: 'pressure', value: 9 },
    ]);
    expect(flagged.result).toBe('flag');
    expect(flagged.failures).toBe(0);
    expect(await ticketsOpenedBy(form.id)).toHaveLength(0);

    const cold = await answer(t, token, form.id, [{ field_key: 'temperature', value: 48.5 }]);
    expect(cold.result).toBe('flag');
    expect(cold.failures).toBe(1);
    const [row] = await ticketsOpenedBy(form.id);
    expect(row?.ticket.priority).toBe('critical');
    expect(row?.ticket.title).toBe('Out of range: Flow temperature');
    expect(row?.ticket.description).toContain('48.5 °C');
  });

  it('ignores a failure in a hidden section, in the result and for tickets', async () => {
    const { token } = f.people.technician;
    const form = await start();
    // "Repairs" shows only when there is a leak: without one, its failed valve is not shown.
    const hidden = await answer(t, token, form.id, [
      { field_key: 'pump', value: 'pass' },
      { field_key: 'leak', value: 'no' },
      { field_key: 'valve', value: 'fail' },
    ]);
    expect(hidden.result).toBe('pass');
    expect(hidden.failures).toBe(0);
    expect(await ticketsOpenedBy(form.id)).toHaveLength(0);

    // Once the section shows, the same failure counts and opens its ticket when saved.
    const shown = await answer(t, token, form.id, [
      { field_key: 'leak', value: 'yes' },
      { field_key: 'valve', value: 'fail' },
    ]);
    expect(shown.result).toBe('fail');
    const [row] = await ticketsOpenedBy(form.id);
    expect(row?.ticket.priority).toBe('medium');
  });

  it('writes the ticket in the words of the person filling the form', async () => {
    const { token } = await createUserWithToken(t.app.db, f.org.id, {
      rules: rulesOf('facilities_manager'),
      language: 'fr',
    });
    const form = await start(token);
    const failed = await answer(t, token, form.id, [{ field_key: 'pump', value: 'fail' }]);
    const opened = failed.answers.find((given) => given.field_key === 'pump')?.ticket;
    expect(opened?.title).toBe('Non conforme : Pump runs quietly');
  });
});
