// Who may start, see and fill a form: a token is needed, reporters may not, another
// organisation's forms are not found, building limits and contractor companies narrow what is
// seen, a form on a ticket takes its place from the ticket, and templates must be usable.
import type { TFormDetail, TFormListResponse, TTicketDetail } from '@mainstay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createUserWithToken } from './helpers/fixtures.ts';
import {
  createFormFixture,
  postForm,
  putAnswers,
  startForm,
  type FormFixture,
} from './helpers/forms.ts';
import { callApi, createTicket, rulesOf } from './helpers/tickets.ts';

describe('form access', () => {
  let t: TestApp;
  let f: FormFixture;
  let companyTicket: TTicketDetail;
  let otherTicket: TTicketDetail;
  let generalTicket: TTicketDetail;
  let onCompanyTicket: TFormDetail;
  let onOtherTicket: TFormDetail;
  let onGeneralTicket: TFormDetail;
  let southForm: TFormDetail;
  let foreignForm: TFormDetail;

  beforeAll(async () => {
    t = await createTestApp();
    f = await createFormFixture(t);
    const { manager } = f.people;
    companyTicket = await createTicket(t, manager.token, 'reactive', {
      building_id: f.buildings.north.id,
      asset_id: f.assets.north.id,
      location_id: f.locations.room,
      contractor_id: f.contractors.company.id,
    });
    otherTicket = await createTicket(t, manager.token, 'reactive', {
      building_id: f.buildings.south.id,
      contractor_id: f.contractors.other.id,
    });
    generalTicket = await createTicket(t, manager.token, 'general', {
      building_id: f.buildings.north.id,
    });
    const template_id = f.templates.inspection.id;
    onCompanyTicket = await startForm(t, manager.token, {
      template_id,
      ticket_id: companyTicket.id,
    });
    onOtherTicket = await startForm(t, manager.token, { template_id, ticket_id: otherTicket.id });
    onGeneralTicket = await startForm(t, manager.token, {
      template_id,
      ticket_id: generalTicket.id,
    });
    southForm = await startForm(t, manager.token, { template_id, asset_id: f.assets.south.id });
    foreignForm = await startForm(t, f.people.outsider.token, {
      template_id: f.templates.foreign.id,
    });
  });
  afterAll(() => t.close());

  const numbers = async (token: string) => {
    const response = await callApi(t, 'GET', '/forms?sort=number', token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TFormListResponse>().data.map((form) => form.number);
  };
  const statusOf = async (token: string, id: string) =>
    (await callApi(t, 'GET', `/forms/${id}`, token)).statusCode;

  it('needs a token, and refuses reporters', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/forms' });
    expect(anonymous.statusCode).toBe(401);
    const { token } = f.people.reporter;
    expect((await callApi(t, 'GET', '/forms', token)).statusCode).toBe(403);
    const refused = await postForm(t, token, { template_id: f.templates.inspection.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
  });

  it('numbers forms per organisation and takes the place of the ticket', () => {
    expect(onCompanyTicket.number).toBe('FRM-000001');
    expect(southForm.number).toBe('FRM-000004');
    expect(foreignForm.number).toBe('FRM-000001');
    expect(onCompanyTicket.ticket?.number).toBe(companyTicket.number);
    expect(onCompanyTicket.asset?.id).toBe(f.assets.north.id);
    expect(onCompanyTicket.location?.id).toBe(f.locations.room);
    expect(onCompanyTicket.building?.name).toBe('North Tower');
    expect(onCompanyTicket.template).toEqual({
      id: f.templates.inspection.id,
      name: 'Pump inspection',
      version: 1,
    });
    expect(southForm.building?.name).toBe('South Depot');
    expect(southForm.can_fill && southForm.can_manage && !southForm.locked).toBe(true);
  });

  it('hides another organisation behind 404, on reads and on every action', async () => {
    const { token } = f.people.manager;
    expect(await statusOf(token, foreignForm.id)).toBe(404);
    const save = await putAnswers(t, token, foreignForm.id, [{ field_key: 'pump', value: 'pass' }]);
    expect(save.statusCode).toBe(404);
    expect(save.json().code).toBe('FORM_NOT_FOUND');
    expect((await callApi(t, 'DELETE', `/forms/${foreignForm.id}`, token)).statusCode).toBe(404);
    expect(await numbers(f.people.outsider.token)).toEqual(['FRM-000001']);
    // Another organisation's template cannot start a form either.
    const borrowed = await postForm(t, token, { template_id: f.templates.foreign.id });
    expect(borrowed.statusCode).toBe(404);
    expect(borrowed.json().code).toBe('TEMPLATE_NOT_FOUND');
  });

  it('keeps a building-limited manager to their buildings', async () => {
    const { token } = f.people.limitedManager;
    expect(await statusOf(token, southForm.id)).toBe(404);
    expect(await statusOf(token, onCompanyTicket.id)).toBe(200);
    expect(await numbers(token)).toEqual(['FRM-000001', 'FRM-000003']);
    const elsewhere = await postForm(t, token, {
      template_id: f.templates.inspection.id,
      building_id: f.buildings.south.id,
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().code).toBe('FORM_TARGET_UNKNOWN');
    expect(Object.keys(elsewhere.json().errors)).toEqual(['building_id']);
  });

  it("shows contractor staff only their company's ticket forms and those they started", async () => {
    const { token } = f.people.contractorStaff;
    expect(await numbers(token)).toEqual(['FRM-000001']);
    expect(await statusOf(token, onOtherTicket.id)).toBe(404);
    expect(await statusOf(token, southForm.id)).toBe(404);
    const detail = await callApi(t, 'GET', `/forms/${onCompanyTicket.id}`, token);
    expect(detail.json<TFormDetail>().can_fill).toBe(true);
    // A ticket of another company is no target for them.
    const refused = await postForm(t, token, {
      template_id: f.templates.inspection.id,
      ticket_id: otherTicket.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.ticket_id).toBeDefined();
    const own = await startForm(t, token, { template_id: f.templates.inspection.id });
    expect(await numbers(token)).toEqual(['FRM-000001', own.number]);
  });

  it('hides forms on tickets a technician does not see, and lets only workers fill', async () => {
    const { token } = f.people.technician;
    // Technicians read reactive tickets but not general ones they are not assigned to.
    expect(await statusOf(token, onGeneralTicket.id)).toBe(404);
    expect(await numbers(token)).not.toContain(onGeneralTicket.number);
    const seen = await callApi(t, 'GET', `/forms/${onCompanyTicket.id}`, token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<TFormDetail>().can_fill).toBe(false);
    const refused = await putAnswers(t, token, onCompanyTicket.id, [
      { field_key: 'pump', value: 'pass' },
    ]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORM_FILL_FORBIDDEN');
    // Viewers read forms but never change them.
    const viewer = await putAnswers(t, f.people.viewer.token, southForm.id, [
      { field_key: 'pump', value: 'pass' },
    ]);
    expect(viewer.statusCode).toBe(403);
  });

  it('refuses templates that cannot be filled, in the caller’s language', async () => {
    const { token } = f.people.manager;
    const archived = await postForm(t, token, { template_id: f.templates.archived.id });
    expect([archived.statusCode, archived.json().code]).toEqual([409, 'TEMPLATE_ARCHIVED']);
    const draft = await postForm(t, token, { template_id: f.templates.draft.id });
    expect([draft.statusCode, draft.json().code]).toEqual([409, 'TEMPLATE_NOT_PUBLISHED']);
    const frenchManager = await createUserWithToken(t.app.db, f.org.id, {
      rules: rulesOf('facilities_manager'),
      language: 'fr',
    });
    const french = await postForm(t, frenchManager.token, { template_id: 'not-an-id' });
    expect(french.statusCode).toBe(422);
    expect(french.json().errors.template_id).toEqual(['Choisissez un modèle']);
  });

  it('answers a retried create with the same form (Idempotency-Key)', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/forms',
        headers: { ...bearer(f.people.manager.token), 'idempotency-key': 'form-key-1' },
        payload: { template_id: f.templates.inspection.id, asset_id: f.assets.north.id },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.json<TFormDetail>().id).toBe(first.json<TFormDetail>().id);
  });
});
