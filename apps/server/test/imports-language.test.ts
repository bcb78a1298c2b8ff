// Imports and exports in the reader's language: a rejected row's reasons in the job and in the
// report of rejected rows, why a run failed, and the header row of exports (with the default
// categories' names), which an import then recognises. Problems are stored as codes and worded
// when read; migration 0007 turns the English sentences stored before into codes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { IMPORT_FIELDS } from '@mainstay/contracts';
import { LANGUAGE_CODES } from '@mainstay/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetCategories, assets, importJobs } from '../src/db/schema/index.ts';
import { hasTranslation } from '../src/lib/translate.ts';
import { ensureDefaultCategories } from '../src/modules/assets/asset-categories.ts';
import { IMPORT_PROBLEM_CODES } from '../src/modules/imports/problems.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createUserWithToken } from './helpers/fixtures.ts';
import {
  addBuilding,
  IMPORT_RULES,
  importAll,
  importer,
  report,
  uploadFile,
  validate,
} from './imports-helpers.ts';

const MIGRATION = join(
  import.meta.dirname,
  '..',
  'src',
  'db',
  'migrations',
  '0007_import_problem_codes.sql',
);

describe('imports and exports in the reader language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const getJob = async (headers: Record<string, string>, id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/imports/${id}`, headers })).json();

  it('has a sentence for every import problem in every language', () => {
    const missing = LANGUAGE_CODES.flatMap((language) =>
      IMPORT_PROBLEM_CODES.filter(
        (code) => !hasTranslation(language, `errors:importProblems.${code}`),
      ).map((code) => `${language}: ${code}`),
    );
    expect(missing).toEqual([]);
  });

  it('words the reasons a row was rejected, in the job and in the report, in French', async () => {
    const user = await importer(t.app.db, IMPORT_RULES, 'fr');
    await addBuilding(t.app.db, user.organisation.id, 'Harbour House', 'HH');
    const csv = [
      'name,code,building,install_date,cost',
      ',A-2,HH,,',
      'Lost,A-3,Nowhere,,',
      'Bad date,A-4,HH,2024-02-30,-5',
    ].join('\n');
    const job = (await uploadFile(t, user.headers, 'assets', csv)).json();
    const checked = await validate(t, user.headers, job.id, job.suggested_mapping);
    expect(checked.errors).toEqual([
      { row: 2, reasons: ['Le champ « Nom » est obligatoire'] },
      { row: 3, reasons: ['Bâtiment inconnu « Nowhere »'] },
      {
        row: 4,
        reasons: [
          '« Coût » doit être supérieur ou égal à 0',
          "« Date d'installation » doit être une date comme 2026-03-31 (ou 31/03/2026)",
        ],
      },
    ]);
    const downloaded = await report(t, user.headers, job.id);
    expect(downloaded.text.split('\r\n').slice(0, 3)).toEqual([
      'Ligne,name,code,building,install_date,cost,Motifs',
      '2,,A-2,HH,,,Le champ « Nom » est obligatoire',
      '3,Lost,A-3,Nowhere,,,Bâtiment inconnu « Nowhere »',
    ]);
    // The same report reads in English for an English reader.
    const english = await createUserWithToken(t.app.db, user.organisation.id, {
      rules: IMPORT_RULES,
    });
    expect((await getJob(bearer(english.token), job.id)).errors[0]).toEqual({
      row: 2,
      reasons: ['Name is required'],
    });
  });

  it('says why nothing was imported in Arabic', async () => {
    const user = await importer(t.app.db, IMPORT_RULES, 'ar');
    const csv = 'name,code\nA,1\n,2\n';
    const failed = await importAll(t, user.headers, 'buildings', csv, 'all_or_nothing');
    expect(failed.error).toBe(
      'لم يُستورد شيء: صف واحد به مشكلة. صحّحها (راجع التقرير) أو اختر استيراد الصفوف الصالحة فقط.',
    );
    expect(failed.errors).toEqual([{ row: 3, reasons: ['الحقل «الاسم» مطلوب'] }]);
  });

  it('reads a report stored before reasons had codes as it was written', async () => {
    const user = await importer(t.app.db);
    const job = (await uploadFile(t, user.headers, 'buildings', 'name\n\nA\n')).json();
    const old = await t.app.files.save({
      organisationId: user.organisation.id,
      userId: user.user.id,
      purpose: 'document',
      filename: 'old-rejected-rows.csv',
      data: Buffer.from('\uFEFFRow,name,Reasons\r\n3,,Name is required; Something else\r\n'),
    });
    await t.app.db
      .update(importJobs)
      .set({ status: 'validated', reportFileId: old.id, rejectedRows: 1 })
      .where(eq(importJobs.id, job.id));
    expect((await getJob(user.headers, job.id)).errors).toEqual([
      { row: 3, reasons: ['Name is required', 'Something else'] },
    ]);
  });

  it('migration 0007 turns the English failure sentences stored before into codes', async () => {
    const user = await importer(t.app.db, IMPORT_RULES, 'fr');
    const job = (await uploadFile(t, user.headers, 'buildings', 'name\nA\n')).json();
    const stored = async (error: string) => {
      await t.app.db
        .update(importJobs)
        .set({ status: 'failed', error })
        .where(eq(importJobs.id, job.id));
    };
    const migrate = async () => {
      for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) {
        await t.app.db.execute(sql.raw(statement));
      }
    };
    const errorOf = async () =>
      (await t.app.db.select().from(importJobs).where(eq(importJobs.id, job.id)))[0]?.error;

    await stored(
      'Nothing was imported: 12 rows have problems. Correct them (see the report) or choose to import the valid rows only.',
    );
    await migrate();
    expect(JSON.parse((await errorOf()) ?? '')).toEqual({
      code: 'nothingImported',
      params: { count: 12 },
    });
    expect((await getJob(user.headers, job.id)).error).toBe(
      "Rien n'a été importé : 12 lignes ont des problèmes. Corrigez-les (voir le rapport) ou choisissez d'importer uniquement les lignes valides.",
    );
    // Running it again changes nothing.
    const converted = await errorOf();
    await migrate();
    expect(await errorOf()).toBe(converted);

    await stored(
      'The import could not be completed; nothing was changed. Try again, or contact support if it keeps failing.',
    );
    await migrate();
    expect((await getJob(user.headers, job.id)).error).toBe(
      "L'import n'a pas pu être terminé ; rien n'a été modifié. Réessayez, ou contactez l'assistance si le problème persiste.",
    );
    // A sentence it does not know stays, and reads as it is.
    await stored('Something the server said long ago');
    await migrate();
    expect((await getJob(user.headers, job.id)).error).toBe('Something the server said long ago');
  });

  it('exports assets with French headers and category names, and imports the file back', async () => {
    const user = await importer(t.app.db, IMPORT_RULES, 'fr');
    const orgId = user.organisation.id;
    await ensureDefaultCategories(t.app.db, orgId);
    const building = await addBuilding(t.app.db, orgId, 'Harbour House', 'HH');
    const [hvac] = await t.app.db
      .select()
      .from(assetCategories)
      .where(and(eq(assetCategories.organisationId, orgId), eq(assetCategories.key, 'hvac')));
    await t.app.db.insert(assets).values({
      organisationId: orgId,
      code: 'CH-1',
      name: 'Chiller',
      buildingId: building.id,
      categoryId: hvac?.id ?? null,
    });
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/v1/assets/export?format=csv',
      headers: user.headers,
    });
    expect(exported.statusCode).toBe(200);
    const [header, row] = exported.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(header).toBe(
      "Nom,Code,Catégorie,Bâtiment,Emplacement,Équipement parent,Marque,Modèle,Numéro de série,Statut,Criticité,Date d'installation,Fin de garantie,Date d'achat,Durée de vie (années),Coût,Devise,Fournisseur,Archivé,Notes",
    );
    expect(row).toBe('Chiller,CH-1,CVC,Harbour House,,,,,,operational,medium,,,,,,,,Non,');

    // The French file goes back in: every field of the assets import is recognised.
    const upload = await uploadFile(t, user.headers, 'assets', exported.rawPayload, 'export.csv');
    const mapping = upload.json().suggested_mapping as Record<string, string>;
    const fields = IMPORT_FIELDS.assets.map((field) => field.key);
    expect(Object.values(mapping).sort()).toEqual(fields.sort());
  });

  it('exports buildings and locations with headers in the reader language', async () => {
    const user = await importer(t.app.db, IMPORT_RULES, 'ar');
    const headerOf = async (path: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/${path}/export?format=csv`,
        headers: user.headers,
      });
      return response.rawPayload.subarray(3).toString('utf8').split('\r\n')[0];
    };
    expect(await headerOf('locations')).toBe(
      'الاسم,الرمز,النوع,المبنى,المسار,المساحة,المواقع الفرعية,الأصول,ملاحظات',
    );
    const french = await createUserWithToken(t.app.db, user.organisation.id, {
      rules: IMPORT_RULES,
      language: 'fr',
    });
    const buildings = await t.app.inject({
      method: 'GET',
      url: '/api/v1/buildings/export?format=csv',
      headers: bearer(french.token),
    });
    expect(buildings.rawPayload.subarray(3).toString('utf8').split('\r\n')[0]).toBe(
      'Nom,Code,Type,Statut,Rue,Ville,Région,Code postal,Pays,Latitude,Longitude,Étages,Surface brute,Unité de surface,Année de construction,Horaires,Emplacements,Équipements,Notes',
    );
  });
});
