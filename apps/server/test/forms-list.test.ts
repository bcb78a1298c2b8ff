// The list of forms: every filter, the search (number, template), the sorts and days counted in
// the organisation's time zone; and the export of one template version's answers as CSV, with
// its fixed columns, then one column per answerable field headed by its label.
import type { TFormDetail, TFormListResponse, TTicketDetail } from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forms, ticketSettings } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { answer, createFormFixture, startForm, type FormFixture } from './helpers/forms.ts';
import { callApi, createTicket } from './helpers/tickets.ts';

describe('the list of forms and the export of answers', () => {
  let t: TestApp;
  let f: FormFixture;
  let token: string;
  let job: TTicketDetail;
  let onJob: TFormDetail;
  let onAsset: TFormDetail;
  let permit: TFormDetail;
  let byTechnician: TFormDetail;

  beforeAll(async () => {
    t = await createTestApp();
    f = await createFormFixture(t);
    token = f.people.manager.token;
    job = await createTicket(t, token, 'reactive', {
      building_id: f.buildings.north.id,
      asset_id: f.assets.north.id,
    });
    const inspection = f.templates.inspection.id;
    onJob = await startForm(t, token, { template_id: inspection, ticket_id: job.id });
    onAsset = await startForm(t, token, { template_id: inspection, asset_id: f.assets.south.id });
    permit = await startForm(t, token, { template_id: f.templates.signed.id });
    byTechnician = await startForm(t, f.people.technician.token, {
      template_id: inspection,
      building_id: f.buildings.north.id,
    });
    await answer(t, token, onJob.id, [
      { field_key: 'pump', value: 'fail' },
      { field_key: 'pressure', value: 2.5 },
      { field_key: 'shift', value: 'night' },
    ]);
    await answer(t, token, onAsset.id, [
      { field_key: 'pump', value: 'pass' },
      { field_key: 'pressure', value: 9 },
    ]);
    await callApi(t, 'POST', `/forms/${onAsset.id}/complete`, token);
    await answer(t, f.people.technician.token, byTechnician.id, [
      { field_key: 'leak', value: 'no' },
    ]);
  });
  afterAll(() => t.close());

  const numbers = async (query: string) => {
    const response = await callApi(t, 'GET', `/forms?${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TFormListResponse>().data.map((form) => form.number);
  };

  it('lists the newest first, with progress and results', async () => {
    const response = await callApi(t, 'GET', '/forms', token);
    const page = response.json<TFormListResponse>();
    expect(page.total).toBe(4);
    expect(page.data.map((form) => form.id)).toEqual([
      byTechnician.id,
      permit.id,
      onAsset.id,
      onJob.id,
    ]);
    const job = page.data.find((form) => form.id === onJob.id);
    expect(job).toMatchObject({
      result: 'fail',
      failures: 1,
      progress: { required: 2, answered: 2 },
    });
  });

  it('filters by template, asset, building, ticket, status and result', async () => {
    expect(await numbers(`template_id=${f.templates.signed.id}`)).toEqual([permit.number]);
    expect(await numbers(`asset_id=${f.assets.south.id}`)).toEqual([onAsset.number]);
    expect(await numbers(`building_id=${f.buildings.north.id}&sort=number`)).toEqual([
      onJob.number,
      byTechnician.number,
    ]);
    expect(await numbers(`ticket_id=${job.id}`)).toEqual([onJob.number]);
    expect(await numbers('status=completed')).toEqual([onAsset.number]);
    expect(await numbers('result=flag,fail&sort=number')).toEqual([onJob.number, onAsset.number]);
    expect(await numbers('result=pass')).toEqual([]);
    const refused = await callApi(t, 'GET', '/forms?result=maybe', token);
    expect(refused.statusCode).toBe(422);
  });

  it('filters by who filled them', async () => {
    const technician = f.people.technician.user.id;
    expect(await numbers(`filled_by=${technician}`)).toEqual([byTechnician.number]);
    // The manager started three; the technician's form has only the technician's answers.
    expect(await numbers('filled_by=me&sort=number')).toEqual([
      onJob.number,
      onAsset.number,
      permit.number,
    ]);
  });

  it('searches numbers and template names, and sorts', async () => {
    expect(await numbers(`search=${permit.number}`)).toEqual([permit.number]);
    expect(await numbers('search=permit')).toEqual([permit.number]);
    expect(await numbers('sort=template&order=desc')).toEqual([
      expect.any(String),
      expect.any(String),
      expect.any(String),
      permit.number,
    ]);
    expect(await numbers('sort=number&order=desc')).toEqual([
      byTechnician.number,
      permit.number,
      onAsset.number,
      onJob.number,
    ]);
  });

  it('counts days in the organisation’s time zone', async () => {
    await t.app.db
      .insert(ticketSettings)
      .values({ organisationId: f.org.id, timezone: 'Pacific/Auckland' })
      .onConflictDoUpdate({
        target: ticketSettings.organisationId,
        set: { timezone: 'Pacific/Auckland' },
      });
    // 11:30 UTC on 1 March is half past midnight on 2 March in Auckland (UTC+13).
    await t.app.db
      .update(forms)
      .set({ createdAt: new Date('2025-03-01T11:30:00Z') })
      .where(eq(forms.id, permit.id));
    expect(await numbers('from=2025-03-02&to=2025-03-02')).toEqual([permit.number]);
    expect(await numbers('to=2025-03-01')).toEqual([]);
    const bad = await callApi(t, 'GET', '/forms?from=2025-13-01', token);
    expect(bad.statusCode).toBe(422);
  });

  it('exports one version’s answers as CSV, a column per field', async () => {
    const response = await callApi(
      t,
      'GET',
      `/forms/export?template_id=${f.templates.inspection.id}&format=csv`,
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      'Number,Status,Result,Started,Completed,Filled by,Ticket,Asset,Building,' +
        'Pump runs quietly,Pump photos,Pressure,Flow temperature,Any leak?,Where is the leak?,' +
        'Run hours,Shift,Valve',
    );
    expect(rows).toHaveLength(3);
    const first = rows[0]?.split(',');
    expect(first?.slice(0, 3)).toEqual([onJob.number, 'in_progress', 'fail']);
    expect(first?.[6]).toBe(job.number);
    expect(first?.slice(9)).toEqual(['Fail', '', '2.5', '', '', '', '', 'Night shift', '']);
    const other = await callApi(
      t,
      'GET',
      `/forms/export?template_id=${f.templates.foreign.id}`,
      token,
    );
    expect(other.statusCode).toBe(422);
    const xlsx = await callApi(
      t,
      'GET',
      `/forms/export?template_id=${f.templates.inspection.id}&format=xlsx&status=completed`,
      token,
    );
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
