// Default categories and roles outside the pages that list them: the SLA policies answer their
// keys (so the settings name them in the reader's language) and the job sheet names a default
// category in its own language, a renamed one as typed, and so does the ticket export (with its
// header row).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, ticketCategories } from '../src/db/schema/index.ts';
import { loadJobSheetData } from '../src/modules/tickets/work/job-sheet/job-sheet-data.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUserWithToken } from './helpers/fixtures.ts';
import { caller, insertTicket, rulesOf, slaWorld } from './sla-world.ts';

describe('built-in names beyond their own pages', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof slaWorld>>;
  let electrical: string;
  let renamed: string;

  beforeAll(async () => {
    t = await createTestApp();
    w = await slaWorld(t, 'Names');
    const rows = await t.app.db
      .insert(ticketCategories)
      .values([
        { organisationId: w.orgA, kind: 'reactive', key: 'electrical', name: 'Electrical' },
        { organisationId: w.orgA, kind: 'reactive', key: 'plumbing', name: 'Pipes and drains' },
      ])
      .returning();
    electrical = rows[0]!.id;
    renamed = rows[1]!.id;
  }, 180_000);
  afterAll(() => t.close());

  it("answers the keys of a policy's default category and escalation role", async () => {
    const [manager] = await t.app.db
      .select()
      .from(roles)
      .where(and(eq(roles.organisationId, w.orgA), eq(roles.key, 'facilities_manager')));
    const created = await caller(t)('POST', '/sla-policies', w.admin.token, {
      name: 'Power cuts',
      priority: 'high',
      kind: 'reactive',
      category_id: electrical,
      response_minutes: 30,
      resolution_minutes: 240,
      clock: 'always',
      escalation_role_id: manager!.id,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      category: { id: electrical, name: 'Electrical', key: 'electrical' },
      escalation_role: { id: manager!.id, key: 'facilities_manager' },
    });
  });

  it('names a default category in the job sheet language, a renamed one as typed', async () => {
    const done = (categoryId: string) =>
      insertTicket(t.app.db, {
        organisationId: w.orgA,
        buildingId: w.north,
        categoryId,
        status: 'completed',
        completedAt: new Date(),
      });
    const sheet = async (categoryId: string, language: 'fr' | 'ar') =>
      (await loadJobSheetData(t.app.db, t.app.files, await done(categoryId), language)).category;
    expect(await sheet(electrical, 'fr')).toBe('Électricité');
    expect(await sheet(electrical, 'ar')).toBe('الكهرباء');
    expect(await sheet(renamed, 'fr')).toBe('Pipes and drains');
  });

  it('exports tickets with French headers and default category names', async () => {
    const french = await createUserWithToken(t.app.db, w.orgA, {
      rules: rulesOf('administrator'),
      language: 'fr',
    });
    for (const [title, categoryId] of [
      ['Panne de courant', electrical],
      ['Fuite', renamed],
    ] as const) {
      await insertTicket(t.app.db, {
        organisationId: w.orgA,
        buildingId: w.north,
        title,
        categoryId,
      });
    }
    const response = await caller(t)('GET', '/reactive-tickets/export?sort=number', french.token);
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^Numéro,Titre,Statut,Priorité,Catégorie,Bâtiment,Emplacement,/);
    expect(lines.find((line) => line.includes('Panne de courant'))).toContain(',Électricité,');
    expect(lines.find((line) => line.includes('Fuite'))).toContain(',Pipes and drains,');
  });
});
