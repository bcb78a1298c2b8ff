/**
 * Fixtures for form tests, on top of the ticket fixture (two buildings, an asset with a meter,
 * one person per role): an inspection template published with conditions, a hidden section,
 * failing items that open tickets and a meter reading; a template that must be signed; and the
 * calls the tests make (start a form, save answers, upload a file).
 */
import {
  ZTemplateDefinition,
  type TFormDetail,
  type TFormAnswerInput,
  type TTemplateDefinitionInput,
} from '@mainstay/contracts';
import sharp from 'sharp';
import { expect } from 'vitest';
import { assetMeters, templates, templateVersions } from '../../src/db/schema/index.ts';
import type { TestApp } from './app.ts';
import { bearer } from './fixtures.ts';
import { callApi, createTicketFixture } from './tickets.ts';

export const INSPECTION: TTemplateDefinitionInput = {
  requires_signature: false,
  fields: [
    { type: 'section', key: 'checks', label: 'Checks' },
    {
      type: 'inspection',
      key: 'pump',
      label: 'Pump runs quietly',
      required: true,
      fail_opens_ticket: 'high',
    },
    { type: 'photos', key: 'pump_photos', label: 'Pump photos', max_photos: 3 },
    {
      type: 'number',
      key: 'pressure',
      label: 'Pressure',
      unit: 'bar',
      required: true,
      min: 1,
      max: 5,
      decimals: 1,
    },
    {
      type: 'number',
      key: 'temperature',
      label: 'Flow temperature',
      unit: '°C',
      min: 60,
      decimals: 1,
      out_of_range_opens_ticket: 'critical',
    },
    { type: 'yes_no', key: 'leak', label: 'Any leak?', allow_na: false },
    {
      type: 'long_text',
      key: 'leak_detail',
      label: 'Where is the leak?',
      required: true,
      condition: { field: 'leak', op: 'equals', value: 'yes' },
    },
    { type: 'meter_reading', key: 'run_hours', label: 'Run hours', meter_name: 'run HOURS' },
    {
      type: 'single_choice',
      key: 'shift',
      label: 'Shift',
      options: [
        { key: 'day', label: 'Day shift' },
        { key: 'night', label: 'Night shift' },
      ],
    },
    {
      type: 'section',
      key: 'repairs',
      label: 'Repairs',
      condition: { field: 'leak', op: 'equals', value: 'yes' },
    },
    { type: 'inspection', key: 'valve', label: 'Valve', fail_opens_ticket: 'medium' },
  ],
};

export const SIGNED: TTemplateDefinitionInput = {
  requires_signature: true,
  fields: [
    { type: 'checkbox', key: 'isolated', label: 'Supply isolated', required: true },
    { type: 'signature', key: 'drawn', label: 'Signature' },
  ],
};

/** A template of the organisation with its version 1 published. */
export async function publishTemplate(
  t: TestApp,
  organisationId: string,
  name: string,
  definition: TTemplateDefinitionInput,
  status: 'active' | 'archived' = 'active',
) {
  const db = t.app.db;
  const parsed = ZTemplateDefinition.parse(definition);
  const [template] = await db
    .insert(templates)
    .values({ organisationId, name, status, currentVersion: 1 })
    .returning();
  await db.insert(templateVersions).values({
    organisationId,
    templateId: template!.id,
    version: 1,
    name,
    definition: parsed,
    fieldCount: parsed.fields.length,
  });
  return template!;
}

export async function createFormFixture(t: TestApp) {
  const f = await createTicketFixture(t);
  const inspection = await publishTemplate(t, f.org.id, 'Pump inspection', INSPECTION);
  const signed = await publishTemplate(t, f.org.id, 'Isolation permit', SIGNED);
  const [draft] = await t.app.db
    .insert(templates)
    .values({ organisationId: f.org.id, name: 'Never published' })
    .returning();
  const archived = await publishTemplate(t, f.org.id, 'Old check', SIGNED, 'archived');
  const foreign = await publishTemplate(t, f.other.id, 'Foreign check', INSPECTION);
  const [meter] = await t.app.db
    .insert(assetMeters)
    .values({ organisationId: f.org.id, assetId: f.assets.north.id, name: 'Run hours', unit: 'h' })
    .returning();
  return {
    ...f,
    templates: { inspection, signed, draft: draft!, archived, foreign },
    meter: meter!,
  };
}

export type FormFixture = Awaited<ReturnType<typeof createFormFixture>>;

/** POST /forms; the raw response. */
export function postForm(t: TestApp, token: string, body: Record<string, unknown>) {
  return callApi(t, 'POST', '/forms', token, body);
}

/** Starts a form and gives its detail. */
export async function startForm(
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
): Promise<TFormDetail> {
  const response = await postForm(t, token, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TFormDetail>();
}

/** PUT /forms/:id/answers; the raw response. */
export function putAnswers(t: TestApp, token: string, id: string, answers: TFormAnswerInput[]) {
  return callApi(t, 'PUT', `/forms/${id}/answers`, token, { answers });
}

/** Saves answers and gives the detail. */
export async function answer(
  t: TestApp,
  token: string,
  id: string,
  answers: TFormAnswerInput[],
): Promise<TFormDetail> {
  const response = await putAnswers(t, token, id, answers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TFormDetail>();
}

/** Uploads a small PNG to the form for `fieldKey`; the raw response. */
export async function uploadPng(t: TestApp, token: string, id: string, fieldKey: string) {
  const png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#d21010' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('field_key', fieldKey);
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/forms/${id}/files`,
    headers: {
      ...bearer(token),
      'content-type': request.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
