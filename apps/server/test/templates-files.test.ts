// Copies of templates: duplicates (named "Copy of …" in the author's language), the JSON file of
// the latest version, and a template made from such a file (its category found by name or made,
// published as version 1, each problem of the file answered at its path).
import type { TTemplateDetail, TTemplateFile } from '@mainstay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { caller, checklist, publishedTemplate, templatesWorld } from './templates-helpers.ts';

describe('duplicating, exporting and importing templates', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof templatesWorld>>;
  let call: ReturnType<typeof caller>;
  let source: TTemplateDetail;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp();
    w = await templatesWorld(t);
    call = caller(t);
    categoryId = (
      await call('POST', '/template-categories', w.manager.token, { name: 'Fire safety' })
    ).json().id;
    source = await publishedTemplate(t, w.manager.token, 'Sprinkler valve check', checklist(), {
      description: 'Weekly look at the valve set',
      category_id: categoryId,
    });
  });
  afterAll(() => t.close());

  const exported = async (id: string, token = w.manager.token) => {
    const response = await call('GET', `/templates/${id}/export`, token);
    expect(response.statusCode).toBe(200);
    return { response, file: JSON.parse(response.body) as TTemplateFile };
  };

  it('duplicates the latest definition as a new, unpublished draft', async () => {
    const copied = await call('POST', `/templates/${source.id}/duplicate`, w.manager.token, {});
    expect(copied.statusCode).toBe(201);
    const copy = copied.json<TTemplateDetail>();
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      name: 'Copy of Sprinkler valve check',
      description: 'Weekly look at the valve set',
      category: { id: categoryId, name: 'Fire safety' },
      version: null,
      versions: [],
      has_draft: true,
    });
    expect(copy.draft?.definition).toEqual(source.definition);
    expect(copy.draft?.problems).toEqual([]);
  });

  it('duplicates the draft when there is one, named in French for a French author', async () => {
    const drafted = { fields: [{ type: 'checkbox', key: 'open', label: 'Valve open' }] };
    await call('PUT', `/templates/${source.id}/draft`, w.manager.token, drafted);
    const copied = await call('POST', `/templates/${source.id}/duplicate`, w.french.token, {});
    const copy = copied.json<TTemplateDetail>();
    expect(copy.name).toBe('Copie de Sprinkler valve check');
    expect(copy.draft?.definition).toEqual({ ...drafted, requires_signature: false });
    const named = await call('POST', `/templates/${source.id}/duplicate`, w.manager.token, {
      name: 'Valve check, east wing',
    });
    expect(named.json()).toMatchObject({ name: 'Valve check, east wing' });
    await call('DELETE', `/templates/${source.id}/draft`, w.manager.token);
  });

  it('keeps a long copy name within the limit', async () => {
    const long = await publishedTemplate(t, w.manager.token, 'L'.repeat(120));
    const copy = await call('POST', `/templates/${long.id}/duplicate`, w.manager.token, {});
    expect(copy.statusCode).toBe(201);
    expect(copy.json().name).toBe(`Copy of ${'L'.repeat(112)}`);
  });

  it('exports the latest version as a JSON attachment named after the template', async () => {
    const { response, file } = await exported(source.id);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Sprinkler valve check.json"; filename*=UTF-8''Sprinkler%20valve%20check.json`,
    );
    expect(file).toEqual({
      format: 'mainstay.template',
      format_version: 1,
      name: 'Sprinkler valve check',
      description: 'Weekly look at the valve set',
      category: 'Fire safety',
      definition: source.definition,
    });
    const unsafe = await publishedTemplate(t, w.manager.token, 'Roof / gutters: "north"');
    const disposition = (await exported(unsafe.id)).response.headers['content-disposition'];
    expect(disposition).toMatch(/^attachment; filename="Roof - gutters- -north-\.json"/);
  });

  it('refuses to export a template never published', async () => {
    const draft = (
      await call('POST', '/templates', w.manager.token, { name: 'Unfinished' })
    ).json();
    const refused = await call('GET', `/templates/${draft.id}/export`, w.manager.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TEMPLATE_NOT_PUBLISHED' });
  });

  it('imports an exported file as the same definition, published as version 1', async () => {
    const { file } = await exported(source.id);
    const imported = await call('POST', '/templates/import', w.admin.token, file);
    expect(imported.statusCode).toBe(201);
    const copy = imported.json<TTemplateDetail>();
    expect(copy).toMatchObject({
      name: 'Sprinkler valve check',
      version: 1,
      draft: null,
      category: { id: categoryId, name: 'Fire safety' },
    });
    expect(copy.definition).toEqual(source.definition);
    expect((await exported(copy.id)).file).toEqual(file);
  });

  it("finds the file's category whatever its case, or creates it", async () => {
    const { file } = await exported(source.id);
    const sameCategory = await call('POST', '/templates/import', w.admin.token, {
      ...file,
      category: 'FIRE SAFETY',
    });
    expect(sameCategory.json().category).toEqual({ id: categoryId, name: 'Fire safety' });
    const newCategory = await call('POST', '/templates/import', w.admin.token, {
      ...file,
      category: 'Sprinklers',
    });
    const made = newCategory.json<TTemplateDetail>().category;
    expect(made?.name).toBe('Sprinklers');
    const categories = (await call('GET', '/template-categories', w.admin.token)).json();
    expect(categories.data.map((category: { name: string }) => category.name)).toEqual([
      'Fire safety',
      'Sprinklers',
    ]);
    const none = await call('POST', '/templates/import', w.admin.token, { ...file, category: '' });
    expect(none.json().category).toBeNull();
  });

  it('refuses a file with problems, each at its path', async () => {
    const { file } = await exported(source.id);
    const count = async () => (await call('GET', '/templates', w.admin.token)).json().total;
    const before = await count();
    const [first, second] = file.definition.fields;
    const broken = {
      ...file,
      definition: {
        ...file.definition,
        fields: [first, { ...second, key: first?.key }, { type: 'wheel', key: 'x', label: 'X' }],
      },
    };
    const refused = await call('POST', '/templates/import', w.admin.token, broken);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toMatchObject({
      'definition.fields.2.type': ['Choose a field type'],
    });
    const duplicateKey = await call('POST', '/templates/import', w.french.token, {
      ...file,
      definition: { ...file.definition, fields: [first, { ...second, key: first?.key }] },
    });
    expect(duplicateKey.json().errors).toEqual({
      'definition.fields.1.key': ['Un autre champ a déjà cette clé'],
    });
    const notOurs = await call('POST', '/templates/import', w.admin.token, {
      ...file,
      format: 'other.tool',
    });
    expect(notOurs.json().errors).toEqual({ format: ['This is not a Mainstay template file'] });
    expect(await count()).toBe(before);
  });

  it('lets only those who add templates duplicate and import', async () => {
    const { file } = await exported(source.id, w.viewer.token);
    expect((await call('POST', '/templates/import', w.viewer.token, file)).statusCode).toBe(403);
    const copy = await call('POST', `/templates/${source.id}/duplicate`, w.technician.token, {});
    expect(copy.statusCode).toBe(403);
  });
});
