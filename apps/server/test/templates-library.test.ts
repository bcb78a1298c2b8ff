// The template library: /v1/templates — who may read and create templates, what each sees
// (technicians only what a form can be filled with), the list's filters, sorting and counts,
// another organisation's templates out of reach, and bad input answered clearly.
import type { TTemplateDetail, TTemplateListResponse } from '@mainstay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer } from './helpers/fixtures.ts';
import {
  caller,
  checklist,
  insertForm,
  publishedTemplate,
  templatesWorld,
  versionIdOf,
} from './templates-helpers.ts';

describe('the template library', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof templatesWorld>>;
  let call: ReturnType<typeof caller>;
  let boilers: TTemplateDetail;
  let lifts: TTemplateDetail;
  let unpublished: TTemplateDetail;
  let archived: TTemplateDetail;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp();
    w = await templatesWorld(t);
    call = caller(t);
    const category = await call('POST', '/template-categories', w.admin.token, {
      name: 'Plant',
    });
    categoryId = category.json<{ id: string }>().id;
    boilers = await publishedTemplate(t, w.admin.token, 'Boiler service', checklist(), {
      description: 'Annual gas boiler check',
      category_id: categoryId,
    });
    lifts = await publishedTemplate(t, w.admin.token, 'Lift inspection');
    const draftOnly = await call('POST', '/templates', w.admin.token, { name: 'Roof walk' });
    unpublished = draftOnly.json<TTemplateDetail>();
    archived = await publishedTemplate(t, w.admin.token, 'Old chiller check');
    await call('PATCH', `/templates/${archived.id}`, w.admin.token, { status: 'archived' });
    const version = await versionIdOf(t.app.db, lifts.id, 1);
    await insertForm(t.app.db, w.orgA, lifts.id, version);
    await insertForm(t.app.db, w.orgA, lifts.id, version);
  });
  afterAll(() => t.close());

  const names = (body: TTemplateListResponse) => body.data.map((row) => row.name);

  it('asks for a token and for the permission', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/templates' });
    expect(anonymous.statusCode).toBe(401);
    for (const [method, url] of [
      ['GET', '/templates'],
      ['GET', `/templates/${boilers.id}`],
      ['GET', '/template-categories'],
      ['GET', '/template-library'],
    ] as const) {
      const refused = await call(method, url, w.reporter.token);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    const viewerCreates = await call('POST', '/templates', w.viewer.token, { name: 'Nope' });
    expect(viewerCreates.statusCode).toBe(403);
    const technicianPublishes = await call(
      'POST',
      `/templates/${unpublished.id}/publish`,
      w.technician.token,
      {},
    );
    expect(technicianPublishes.statusCode).toBe(403);
  });

  it('lists active templates by name with their version, fields, forms and draft', async () => {
    const response = await call('GET', '/templates', w.manager.token);
    expect(response.statusCode).toBe(200);
    const body = response.json<TTemplateListResponse>();
    expect(names(body)).toEqual(['Boiler service', 'Lift inspection', 'Roof walk']);
    expect(body.total).toBe(3);
    const [boiler, lift, roof] = body.data;
    expect(boiler).toMatchObject({
      version: 1,
      field_count: 3,
      has_draft: false,
      forms_count: 0,
      category: { id: categoryId, name: 'Plant' },
      description: 'Annual gas boiler check',
    });
    expect(boiler?.published_at).toEqual(expect.any(String));
    expect(lift).toMatchObject({ forms_count: 2, category: null });
    expect(roof).toMatchObject({ version: null, field_count: 0, has_draft: true });
  });

  it('filters by search, category, status and published, and sorts by forms', async () => {
    const list = async (query: string) =>
      names((await call('GET', `/templates?${query}`, w.manager.token)).json());
    expect(await list('search=gas')).toEqual(['Boiler service']);
    expect(await list('search=LIFT')).toEqual(['Lift inspection']);
    expect(await list(`category_id=${categoryId}`)).toEqual(['Boiler service']);
    expect(await list('status=archived')).toEqual(['Old chiller check']);
    expect(await list('published=true')).toEqual(['Boiler service', 'Lift inspection']);
    expect(await list('sort=forms_count&order=desc')).toEqual([
      'Lift inspection',
      'Boiler service',
      'Roof walk',
    ]);
    const paged = (await call('GET', '/templates?per_page=10&page=2', w.manager.token)).json();
    expect(paged).toMatchObject({ data: [], total: 3, page: 2 });
  });

  it('shows a technician only active, published templates, without drafts', async () => {
    const listed = await call('GET', '/templates?status=archived', w.technician.token);
    expect(names(listed.json())).toEqual([]);
    const active = await call('GET', '/templates', w.technician.token);
    expect(names(active.json())).toEqual(['Boiler service', 'Lift inspection']);
    expect((await call('GET', `/templates/${unpublished.id}`, w.technician.token)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/templates/${archived.id}`, w.technician.token)).statusCode).toBe(
      404,
    );
    await call('PUT', `/templates/${boilers.id}/draft`, w.admin.token, {
      fields: [{ type: 'checkbox', key: 'new_item' }],
    });
    const seen = (await call('GET', `/templates/${boilers.id}`, w.technician.token)).json();
    expect(seen).toMatchObject({ has_draft: false, draft: null, version: 1 });
    expect(seen.definition.fields).toHaveLength(3);
    const version = await call('GET', `/templates/${boilers.id}/versions/1`, w.technician.token);
    expect(version.statusCode).toBe(200);
    const categories = (await call('GET', '/template-categories', w.technician.token)).json();
    expect(categories.data).toEqual([{ id: categoryId, name: 'Plant', template_count: 1 }]);
  });

  it("answers 404 for another organisation's template, whatever the call", async () => {
    const id = boilers.id;
    const calls: [string, string, object?][] = [
      ['GET', `/templates/${id}`],
      ['PATCH', `/templates/${id}`, { name: 'Taken over' }],
      ['DELETE', `/templates/${id}`],
      ['PUT', `/templates/${id}/draft`, { fields: [] }],
      ['DELETE', `/templates/${id}/draft`],
      ['POST', `/templates/${id}/publish`, {}],
      ['GET', `/templates/${id}/versions/1`],
      ['POST', `/templates/${id}/duplicate`, {}],
      ['GET', `/templates/${id}/export`],
      ['PATCH', `/template-categories/${categoryId}`, { name: 'Mine now' }],
      ['DELETE', `/template-categories/${categoryId}`],
    ];
    for (const [method, url, body] of calls) {
      const response = await call(method as 'GET', url, w.outsider.token, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(names((await call('GET', '/templates', w.outsider.token)).json())).toEqual([]);
    expect((await call('GET', '/template-categories', w.outsider.token)).json().data).toEqual([]);
    const borrowed = await call('POST', '/templates', w.outsider.token, {
      name: 'Borrowed category',
      category_id: categoryId,
    });
    expect(borrowed.statusCode).toBe(422);
    expect(borrowed.json()).toMatchObject({
      code: 'TEMPLATE_CATEGORY_UNKNOWN',
      errors: { category_id: ['Choose one of your template categories'] },
    });
    const mine = (await call('GET', `/templates/${id}`, w.admin.token)).json();
    expect(mine.name).toBe('Boiler service');
  });

  it('refuses bad input with the field it concerns, and a malformed body with 400', async () => {
    const blank = await call('POST', '/templates', w.admin.token, { name: '  ', draft: {} });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: {
        name: ['Give the template a name'],
        'draft.fields': [expect.any(String)],
      },
    });
    const badStatus = await call('PATCH', `/templates/${boilers.id}`, w.admin.token, {
      status: 'deleted',
    });
    expect(badStatus.json()).toMatchObject({
      errors: { status: ['Status must be active or archived'] },
    });
    const badVersion = await call('GET', `/templates/${boilers.id}/versions/0`, w.admin.token);
    expect(badVersion.statusCode).toBe(422);
    const missingVersion = await call('GET', `/templates/${boilers.id}/versions/9`, w.admin.token);
    expect(missingVersion.json()).toMatchObject({ code: 'TEMPLATE_VERSION_NOT_FOUND' });
    const badId = await call('GET', '/templates/not-an-id', w.admin.token);
    expect(badId.statusCode).toBe(422);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/templates',
      headers: { ...bearer(w.admin.token), 'content-type': 'application/json' },
      payload: '{"name": "Half',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('creates a template once for one Idempotency-Key, the draft kept and nothing published', async () => {
    const body = {
      name: 'Generator run',
      draft: { fields: [{ type: 'checkbox', key: 'started', label: 'Started' }] },
    };
    const headers = { 'idempotency-key': 'tpl-create-1' };
    const first = await call('POST', '/templates', w.manager.token, body, headers);
    const retry = await call('POST', '/templates', w.manager.token, body, headers);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const created = first.json<TTemplateDetail>();
    expect(retry.json<TTemplateDetail>().id).toBe(created.id);
    expect(created).toMatchObject({ version: null, definition: null, versions: [] });
    expect(created.draft?.definition.fields).toHaveLength(1);
    expect(created.draft?.updated_by?.id).toBe(w.manager.user.id);
    const listed = (await call('GET', '/templates?search=generator', w.manager.token)).json();
    expect(listed.total).toBe(1);
  });
});
