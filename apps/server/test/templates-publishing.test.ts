// Drafts and versions: a draft is kept as the author saves it and its problems are answered in
// the author's language; publishing checks it whole, numbers versions without repeat (also when
// two publish at once), and leaves earlier versions readable for the forms filled with them; a
// template forms were filled with cannot be deleted.
import type { TTemplateDetail } from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateVersions } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import {
  caller,
  checklist,
  insertForm,
  publishedTemplate,
  templatesWorld,
  versionIdOf,
} from './templates-helpers.ts';

describe('template drafts and versions', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof templatesWorld>>;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp();
    w = await templatesWorld(t);
    call = caller(t);
  });
  afterAll(() => t.close());

  const create = async (name: string, token = w.manager.token) => {
    const response = await call('POST', '/templates', token, { name });
    expect(response.statusCode).toBe(201);
    return response.json<TTemplateDetail>();
  };

  /** A draft with two problems: a condition on a later field, and a key used twice. */
  const flawed = {
    fields: [
      {
        type: 'short_text',
        key: 'reason',
        label: 'Why?',
        condition: { field: 'done', op: 'equals', value: false },
      },
      { type: 'checkbox', key: 'done', label: 'Done' },
      { type: 'checkbox', key: 'done', label: 'Done again' },
    ],
  };

  it('keeps an incomplete draft and words its problems in French for a French reader', async () => {
    const template = await create('Contrôle', w.french.token);
    const saved = await call('PUT', `/templates/${template.id}/draft`, w.french.token, flawed);
    expect(saved.statusCode).toBe(200);
    const detail = saved.json<TTemplateDetail>();
    expect(detail.draft?.definition.fields).toHaveLength(3);
    expect(detail.draft?.updated_by?.id).toBe(w.french.user.id);
    expect(detail.draft?.problems).toEqual([
      { path: ['fields', 2, 'key'], message: 'Un autre champ a déjà cette clé' },
      {
        path: ['fields', 0, 'condition', 'field'],
        message: 'Une condition ne peut dépendre que d’un champ situé au-dessus',
      },
    ]);
    // A label not typed yet (the schema's word) and a setting zod refuses itself (its word).
    await call('PUT', `/templates/${template.id}/draft`, w.french.token, {
      fields: [{ type: 'checkbox', key: 'done', required: 'yes' }],
    });
    const english = (await call('GET', `/templates/${template.id}`, w.manager.token)).json();
    expect(english.draft.problems).toEqual([
      { path: ['fields', 0, 'label'], message: 'Write a label' },
      { path: ['fields', 0, 'required'], message: 'Invalid value' },
    ]);
    const french = (await call('GET', `/templates/${template.id}`, w.french.token)).json();
    expect(french.draft.problems).toEqual([
      { path: ['fields', 0, 'label'], message: 'Saisissez un libellé' },
      { path: ['fields', 0, 'required'], message: 'Valeur non valide' },
    ]);
  });

  it('refuses to publish a draft with problems, each at its field', async () => {
    const template = await create('Flawed');
    await call('PUT', `/templates/${template.id}/draft`, w.manager.token, flawed);
    const refused = await call('POST', `/templates/${template.id}/publish`, w.french.token, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      code: 'TEMPLATE_DRAFT_INVALID',
      message: 'Le brouillon comporte des problèmes à corriger avant publication',
      errors: {
        'fields.2.key': ['Un autre champ a déjà cette clé'],
        'fields.0.condition.field': [
          'Une condition ne peut dépendre que d’un champ situé au-dessus',
        ],
      },
    });
    const unchanged = (await call('GET', `/templates/${template.id}`, w.manager.token)).json();
    expect(unchanged).toMatchObject({ version: null, versions: [] });
    expect(unchanged.draft.definition).toEqual({ ...flawed, requires_signature: false });
  });

  it('answers 409 when there is no draft to publish', async () => {
    const template = await publishedTemplate(t, w.manager.token, 'Already out');
    const again = await call('POST', `/templates/${template.id}/publish`, w.manager.token, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'TEMPLATE_NO_DRAFT' });
  });

  it('publishes v1 then v2, named and counted as they were, v1 still readable', async () => {
    const v1 = await publishedTemplate(t, w.manager.token, 'Pump check');
    expect(v1).toMatchObject({ version: 1, has_draft: false, draft: null, field_count: 3 });
    expect(v1.definition?.fields.map((field) => field.key)).toEqual(['intro', 'pressure', 'notes']);
    // Defaults are filled in when published.
    expect(v1.definition?.fields[2]).toMatchObject({ required: false, help: '' });
    await insertForm(t.app.db, w.orgA, v1.id, await versionIdOf(t.app.db, v1.id, 1));

    await call('PATCH', `/templates/${v1.id}`, w.manager.token, { name: 'Pump check (new)' });
    await call('PUT', `/templates/${v1.id}/draft`, w.manager.token, {
      fields: [...checklist(), { type: 'photos', key: 'photo', label: 'Photo of the gauge' }],
      requires_signature: true,
    });
    const published = await call('POST', `/templates/${v1.id}/publish`, w.admin.token, {
      note: 'Photo of the gauge added',
    });
    expect(published.statusCode).toBe(200);
    const v2 = published.json<TTemplateDetail>();
    expect(v2).toMatchObject({ version: 2, field_count: 4, requires_signature: true, draft: null });
    expect(v2.versions).toEqual([
      expect.objectContaining({
        version: 2,
        name: 'Pump check (new)',
        field_count: 4,
        note: 'Photo of the gauge added',
        published_by: { id: w.admin.user.id, name: w.admin.user.name },
        forms_count: 0,
      }),
      expect.objectContaining({ version: 1, name: 'Pump check', field_count: 3, forms_count: 1 }),
    ]);
    const first = await call('GET', `/templates/${v1.id}/versions/1`, w.manager.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      template_id: v1.id,
      version: 1,
      name: 'Pump check',
      definition: v1.definition,
    });
  });

  it('numbers versions without repeat when publishes meet', async () => {
    const template = await create('Race');
    await call('PUT', `/templates/${template.id}/draft`, w.manager.token, {
      fields: checklist(),
    });
    const publish = () => call('POST', `/templates/${template.id}/publish`, w.manager.token, {});
    // Of two publishes of one draft, one makes v1 and the other finds the draft gone.
    const racing = await Promise.all([publish(), publish()]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    // Authors saving and publishing at once: each publish takes the next number.
    const saveAndPublish = async (label: string) => {
      await call('PUT', `/templates/${template.id}/draft`, w.manager.token, {
        fields: checklist(label),
      });
      return publish();
    };
    const answers = await Promise.all(['A', 'B', 'C'].map(saveAndPublish));
    await saveAndPublish('D');
    const rows = await t.app.db
      .select({ version: templateVersions.version })
      .from(templateVersions)
      .where(eq(templateVersions.templateId, template.id));
    const numbers = rows.map((row) => row.version).sort();
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
    expect(numbers.length).toBeGreaterThanOrEqual(3);
    const published = answers.filter((answer) => answer.statusCode === 200);
    const versions = published.map((answer) => answer.json<TTemplateDetail>().version);
    expect(new Set(versions).size).toBe(versions.length);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
  });

  it('discards a draft, keeping the published version', async () => {
    const template = await publishedTemplate(t, w.manager.token, 'Discarded');
    await call('PUT', `/templates/${template.id}/draft`, w.manager.token, { fields: [] });
    const discarded = await call('DELETE', `/templates/${template.id}/draft`, w.manager.token);
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json()).toMatchObject({ has_draft: false, draft: null, version: 1 });
    expect(discarded.json().definition.fields).toHaveLength(3);
  });

  it('deletes only a template no form was filled with', async () => {
    const used = await publishedTemplate(t, w.manager.token, 'Used');
    const version = await versionIdOf(t.app.db, used.id, 1);
    await insertForm(t.app.db, w.orgA, used.id, version);
    await insertForm(t.app.db, w.orgA, used.id, version);
    const refused = await call('DELETE', `/templates/${used.id}`, w.manager.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'TEMPLATE_IN_USE',
      params: { count: 2 },
      message: 'This template was used by 2 forms: archive it instead',
    });
    const archived = await call('PATCH', `/templates/${used.id}`, w.manager.token, {
      status: 'archived',
    });
    expect(archived.json()).toMatchObject({ status: 'archived' });

    const unused = await publishedTemplate(t, w.manager.token, 'Unused');
    const deleted = await call('DELETE', `/templates/${unused.id}`, w.manager.token);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', `/templates/${unused.id}`, w.manager.token)).statusCode).toBe(404);
    const versions = await t.app.db
      .select()
      .from(templateVersions)
      .where(eq(templateVersions.templateId, unused.id));
    expect(versions).toEqual([]);
  });

  it('changes the name, description and category, and clears the category', async () => {
    const template = await create('Before');
    const category = (
      await call('POST', '/template-categories', w.manager.token, { name: 'Roofs' })
    ).json();
    const changed = await call('PATCH', `/templates/${template.id}`, w.manager.token, {
      name: 'After',
      description: 'Gutters and flashing',
      category_id: category.id,
    });
    expect(changed.json()).toMatchObject({
      name: 'After',
      description: 'Gutters and flashing',
      category: { id: category.id, name: 'Roofs' },
    });
    const cleared = await call('PATCH', `/templates/${template.id}`, w.manager.token, {
      category_id: null,
    });
    expect(cleared.json()).toMatchObject({ name: 'After', category: null });
    const unknown = await call('PATCH', `/templates/${template.id}`, w.manager.token, {
      category_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ errors: { category_id: [expect.any(String)] } });
  });
});
