// Template categories (/v1/template-categories: names unique whatever their case, also when two
// people save at once; a deleted category leaves its templates uncategorised) and the starter
// library (/v1/template-library: offered in the reader's language, added as a published
// template of the organisation, and all of it at once for the demo).
import type { TStarterTemplate, TTemplateCategory, TTemplateDetail } from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templates } from '../src/db/schema/index.ts';
import { addStarterTemplates, STARTER_TEMPLATES } from '../src/modules/templates/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { caller, publishedTemplate, templatesWorld } from './templates-helpers.ts';

describe('template categories and the starter library', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof templatesWorld>>;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp();
    w = await templatesWorld(t);
    call = caller(t);
  });
  afterAll(() => t.close());

  const categories = async (token = w.manager.token) =>
    (await call('GET', '/template-categories', token)).json<{ data: TTemplateCategory[] }>().data;

  it('keeps category names unique, whatever their case', async () => {
    const made = await call('POST', '/template-categories', w.manager.token, {
      name: 'Electrical',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ name: 'Electrical', template_count: 0 });
    const again = await call('POST', '/template-categories', w.manager.token, {
      name: ' electrical ',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'TEMPLATE_CATEGORY_TAKEN',
      errors: { name: ['A template category with this name already exists'] },
    });
    const other = await call('POST', '/template-categories', w.manager.token, { name: 'Lifts' });
    const renamed = await call(
      'PATCH',
      `/template-categories/${other.json().id}`,
      w.manager.token,
      { name: 'ELECTRICAL' },
    );
    expect(renamed.statusCode).toBe(409);
    const ownCase = await call('PATCH', `/template-categories/${made.json().id}`, w.manager.token, {
      name: 'ELECTRICAL',
    });
    expect(ownCase.json()).toMatchObject({ name: 'ELECTRICAL' });
    const blank = await call('POST', '/template-categories', w.manager.token, { name: '' });
    expect(blank.json()).toMatchObject({ errors: { name: ['Give the category a name'] } });
  });

  it('answers 409, never a 500, when two people add one name at once', async () => {
    const add = () => call('POST', '/template-categories', w.manager.token, { name: 'Drainage' });
    const answers = await Promise.all([add(), add(), add()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await categories()).filter((category) => category.name === 'Drainage')).toHaveLength(1);
  });

  it('counts templates per category and leaves them uncategorised when it goes', async () => {
    const made = await call('POST', '/template-categories', w.manager.token, { name: 'Roofs' });
    const id = made.json<TTemplateCategory>().id;
    const roof = await publishedTemplate(t, w.manager.token, 'Roof walk', undefined, {
      category_id: id,
    });
    await call('POST', '/templates', w.manager.token, { name: 'Roof draft', category_id: id });
    expect((await categories()).find((category) => category.id === id)?.template_count).toBe(2);
    // A technician counts only the templates they can fill forms with.
    const seen = await categories(w.technician.token);
    expect(seen.find((category) => category.id === id)?.template_count).toBe(1);
    expect((await call('DELETE', `/template-categories/${id}`, w.manager.token)).statusCode).toBe(
      204,
    );
    const kept = (await call('GET', `/templates/${roof.id}`, w.manager.token)).json();
    expect(kept).toMatchObject({ name: 'Roof walk', category: null, version: 1 });
    const gone = await call('DELETE', `/template-categories/${id}`, w.manager.token);
    expect(gone.json()).toMatchObject({ code: 'TEMPLATE_CATEGORY_NOT_FOUND' });
    expect(gone.statusCode).toBe(404);
    const missing = await call('PATCH', `/template-categories/${id}`, w.manager.token, {
      name: 'Back',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('offers the starter library in the reader’s language', async () => {
    const response = await call('GET', '/template-library', w.french.token);
    expect(response.statusCode).toBe(200);
    const library = response.json<{ data: TStarterTemplate[] }>().data;
    expect(library).toHaveLength(STARTER_TEMPLATES.length);
    const extinguisher = library.find((starter) => starter.id === 'fire_extinguisher_monthly');
    expect(extinguisher).toMatchObject({
      name: 'Contrôle mensuel des extincteurs',
      category: 'Sécurité incendie',
      added_template_id: null,
    });
    expect(extinguisher?.field_count).toBe(extinguisher?.definition.fields.length);
    expect((await call('GET', '/template-library', w.technician.token)).statusCode).toBe(403);
  });

  it('adds a starter in French, published in its category, and marks it added', async () => {
    const added = await call(
      'POST',
      '/template-library/fire_extinguisher_monthly/add',
      w.french.token,
    );
    expect(added.statusCode).toBe(201);
    const template = added.json<TTemplateDetail>();
    expect(template).toMatchObject({
      name: 'Contrôle mensuel des extincteurs',
      starter_id: 'fire_extinguisher_monthly',
      version: 1,
      draft: null,
      category: { name: 'Sécurité incendie' },
    });
    expect(template.versions).toEqual([expect.objectContaining({ version: 1, forms_count: 0 })]);
    const library = (await call('GET', '/template-library', w.manager.token)).json().data;
    const entry = library.find((starter: TStarterTemplate) => starter.id === template.starter_id);
    expect(entry.added_template_id).toBe(template.id);
    expect(entry.name).toBe('Fire extinguisher monthly check');
    // A second starter of the same category joins the category made by the first.
    const second = await call(
      'POST',
      '/template-library/fire_alarm_weekly_test/add',
      w.french.token,
    );
    expect(second.json().category.id).toBe(template.category?.id);
    const unknown = await call('POST', '/template-library/no_such_starter/add', w.manager.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'STARTER_TEMPLATE_NOT_FOUND' });
    const malformed = await call('POST', '/template-library/Not-An-Id/add', w.manager.token);
    expect(malformed.statusCode).toBe(422);
  });

  it('adds the whole library for the demo, each starter once', async () => {
    const { orgB, outsider } = w;
    const options = { organisationId: orgB, userId: outsider.user.id, language: 'en' as const };
    const first = await addStarterTemplates(t.app.db, options);
    const again = await addStarterTemplates(t.app.db, options);
    expect(first.size).toBe(STARTER_TEMPLATES.length);
    expect([...again.entries()]).toEqual([...first.entries()]);
    const rows = await t.app.db
      .select({ starterId: templates.starterId, version: templates.currentVersion })
      .from(templates)
      .where(eq(templates.organisationId, orgB));
    expect(rows).toHaveLength(STARTER_TEMPLATES.length);
    expect(rows.every((row) => row.version === 1)).toBe(true);
    const listed = (await call('GET', '/templates?per_page=50', outsider.token)).json();
    expect(listed.total).toBe(STARTER_TEMPLATES.length);
    // Organisation A's library is untouched.
    const mine = (await call('GET', '/template-library', w.manager.token)).json().data;
    const added = mine.filter((starter: TStarterTemplate) => starter.added_template_id !== null);
    expect(added).toHaveLength(2);
  });
});
