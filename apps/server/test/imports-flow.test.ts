// Importing buildings, locations and assets from CSV: the suggested and remembered mapping,
// rows rejected with reasons and a report naming them, all-or-nothing versus valid rows only,
// references by natural keys (building code or name, location path, category, parent code) and
// generated asset codes.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, buildings, locations } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import {
  addBuilding,
  addCategories,
  importAll,
  importer,
  report,
  run,
  uploadFile,
  validate,
} from './imports-helpers.ts';

describe('imports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('suggests a mapping from English and French headers and answers a preview', async () => {
    const user = await importer(t.app.db);
    const csv = 'Nom,Code,Ville,Pays,Something else\nSiège,HQ,Paris,FR,x\nDepot,DP,Lyon,FR,y\n';
    const response = await uploadFile(t, user.headers, 'buildings', csv, 'sites.csv');
    expect(response.statusCode).toBe(201);
    const job = response.json();
    expect(job).toMatchObject({
      entity: 'buildings',
      status: 'uploaded',
      filename: 'sites.csv',
      headers: ['Nom', 'Code', 'Ville', 'Pays', 'Something else'],
      sample: [
        ['Siège', 'HQ', 'Paris', 'FR', 'x'],
        ['Depot', 'DP', 'Lyon', 'FR', 'y'],
      ],
      suggested_mapping: { Nom: 'name', Code: 'code', Ville: 'city', Pays: 'country' },
      counts: { total: 2 },
    });
    expect(job.fields).toContainEqual({ key: 'name', required: true });
    expect(job.fields).toContainEqual({ key: 'city', required: false });
  });

  it('imports good buildings, then locations by path, then assets with references', async () => {
    const user = await importer(t.app.db);
    const orgId = user.organisation.id;
    await addCategories(t.app.db, orgId);
    const done = await importAll(
      t,
      user.headers,
      'buildings',
      'name,code,type,city,country,floors\nHarbour House,HH,office,Leeds,gb,4\r\nDock Store,DS,Retail,Hull,GB,1\n',
    );
    expect(done).toMatchObject({
      status: 'completed',
      counts: { total: 2, imported: 2, rejected: 0 },
    });
    const saved = await t.app.db
      .select()
      .from(buildings)
      .where(eq(buildings.organisationId, orgId));
    expect(
      saved.map((row) => [row.name, row.code, row.type, row.country, row.floors]).sort(),
    ).toEqual([
      ['Dock Store', 'DS', 'retail', 'GB', 1],
      ['Harbour House', 'HH', 'office', 'GB', 4],
    ]);

    // Children before their parents in the file: the path still resolves.
    const places = await importAll(
      t,
      user.headers,
      'locations',
      [
        'Building,Parent,Name,Type',
        'HH,Floor 1 > East wing,Room 101,room',
        'Harbour House,Floor 1,East wing,wing',
        'HH,,Floor 1,floor',
        'DS,,Floor 1,floor',
      ].join('\n'),
    );
    expect(places).toMatchObject({ status: 'completed', counts: { imported: 4, rejected: 0 } });
    const rows = await t.app.db.select().from(locations).where(eq(locations.organisationId, orgId));
    const room = rows.find((row) => row.name === 'Room 101');
    const wing = rows.find((row) => row.name === 'East wing');
    expect(room?.parentId).toBe(wing?.id);
    expect(room?.depth).toBe(2);
    expect(room?.path).toBe(`${wing?.path}${room?.id}/`);

    const equipment = await importAll(
      t,
      user.headers,
      'assets',
      [
        'Name;Asset code;Category;Building;Location;Parent asset;Install date;Cost;Status',
        'Chiller;CH-1;HVAC;HH;Floor 1 > East wing;;2024-03-01;12 500,50;Operational',
        'Chiller pump;;hvac;HH;Floor 1 > East wing > Room 101;CH-1;31/12/2023;;needs attention',
        'Board;;Electrical;Dock Store;;;;;',
      ].join('\n'),
    );
    expect(equipment).toMatchObject({ status: 'completed', counts: { imported: 3, rejected: 0 } });
    const imported = await t.app.db.select().from(assets).where(eq(assets.organisationId, orgId));
    const chiller = imported.find((row) => row.code === 'CH-1');
    const pump = imported.find((row) => row.name === 'Chiller pump');
    expect(chiller).toMatchObject({
      costCents: 1250050,
      installDate: '2024-03-01',
      locationId: wing?.id,
    });
    expect(pump).toMatchObject({
      parentAssetId: chiller?.id,
      locationId: room?.id,
      installDate: '2023-12-31',
      status: 'needs_attention',
      code: 'AST-000001',
    });
    expect(imported.find((row) => row.name === 'Board')?.code).toBe('AST-000002');
  });

  it('rejects bad rows with reasons and reports them; valid rows only imports the rest', async () => {
    const user = await importer(t.app.db);
    const orgId = user.organisation.id;
    await addBuilding(t.app.db, orgId, 'Harbour House', 'HH');
    await t.app.db.insert(assets).values({ organisationId: orgId, code: 'TAKEN', name: 'Old' });
    const csv = [
      'name,code,building,install_date',
      'Good one,A-1,HH,2024-01-01',
      ',A-2,HH,',
      'Lost,A-3,Nowhere,',
      'Bad date,A-4,HH,2024-02-30',
      'Twin,A-1,HH,',
      'Clash,TAKEN,HH,',
      'Good two,,HH,',
    ].join('\n');
    const upload = await uploadFile(t, user.headers, 'assets', csv);
    const job = upload.json();
    const checked = await validate(t, user.headers, job.id, job.suggested_mapping, 'valid_rows');
    expect(checked).toMatchObject({
      status: 'validated',
      counts: { total: 7, valid: 2, rejected: 5, imported: 0 },
      report_available: true,
    });
    expect(checked.errors).toEqual([
      { row: 3, reasons: ['Name is required'] },
      { row: 4, reasons: ['Unknown building "Nowhere"'] },
      { row: 5, reasons: ['Install date must be a date like 2026-03-31 (or 31/03/2026)'] },
      { row: 6, reasons: ['Code "A-1" appears twice in the file (also row 2)'] },
      { row: 7, reasons: ['Code "TAKEN" is already used by another asset'] },
    ]);
    const before = await report(t, user.headers, job.id);
    expect(before.status).toBe(200);
    expect(before.text.split('\r\n').slice(0, 3)).toEqual([
      'Row,name,code,building,install_date,Reasons',
      '3,,A-2,HH,,Name is required',
      '4,Lost,A-3,Nowhere,,"Unknown building ""Nowhere"""',
    ]);

    const done = await run(t, user.headers, job.id);
    expect(done).toMatchObject({ status: 'completed', counts: { imported: 2, rejected: 5 } });
    const names = (
      await t.app.db.select().from(assets).where(eq(assets.organisationId, orgId))
    ).map((row) => row.name);
    expect(names.sort()).toEqual(['Good one', 'Good two', 'Old']);
    expect((await report(t, user.headers, job.id)).text).toContain('5,Bad date,A-4,HH,2024-02-30,');

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/imports/${job.id}/run`,
      headers: user.headers,
    });
    expect(again.statusCode).toBe(409);
  });

  it('all or nothing: one bad row and nothing changes, and the job says why', async () => {
    const user = await importer(t.app.db);
    const csv = 'name,code\nAlpha,A\n,B\nGamma,C\n';
    const done = await importAll(t, user.headers, 'buildings', csv, 'all_or_nothing');
    expect(done).toMatchObject({
      status: 'failed',
      counts: { total: 3, rejected: 1, imported: 0 },
      error: expect.stringContaining('Nothing was imported: 1 row has a problem'),
    });
    const rows = await t.app.db
      .select()
      .from(buildings)
      .where(eq(buildings.organisationId, user.organisation.id));
    expect(rows).toEqual([]);
    expect((await report(t, user.headers, done.id)).text).toContain('3,,B,Name is required');
  });

  it('reads semicolon CSV with a BOM and quoted cells', async () => {
    const user = await importer(t.app.db);
    const csv =
      '\uFEFFNom;Code;Remarques\r\n"Tour ""Nord""";TN;"ligne 1\nligne 2; fin"\r\nAnnexe;AX;\r\n';
    const done = await importAll(t, user.headers, 'buildings', csv);
    expect(done).toMatchObject({ status: 'completed', counts: { imported: 2 } });
    const [tower] = await t.app.db
      .select()
      .from(buildings)
      .where(and(eq(buildings.organisationId, user.organisation.id), eq(buildings.code, 'TN')));
    expect(tower).toMatchObject({ name: 'Tour "Nord"', notes: 'ligne 1\nligne 2; fin' });
  });

  it('remembers the mapping for the next upload of the same kind', async () => {
    const user = await importer(t.app.db);
    const first = (await uploadFile(t, user.headers, 'buildings', 'Site label,Ref\nA,1\n')).json();
    expect(first.suggested_mapping).toEqual({ Ref: 'code' });
    await validate(t, user.headers, first.id, { 'Site label': 'name', Ref: 'code' });
    const second = (
      await uploadFile(t, user.headers, 'buildings', 'Site label,Ref,City\nB,2,York\n')
    ).json();
    expect(second.suggested_mapping).toEqual({ 'Site label': 'name', Ref: 'code', City: 'city' });
  });

  it('refuses a mapping without the required fields, or to unknown fields, with messages', async () => {
    const user = await importer(t.app.db);
    const job = (await uploadFile(t, user.headers, 'locations', 'Label,Where\nA,HH\n')).json();
    const send = (mapping: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/imports/${job.id}/validate`,
        headers: user.headers,
        payload: { mapping, mode: 'valid_rows' },
      });
    const missing = await send({ Label: 'name' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      message: 'Choose a column for this required field',
      errors: { building: ['Choose a column for this required field'] },
    });
    const unknown = await send({ Label: 'name', Where: 'colour' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.Where).toEqual(['This is not a field of this import']);
    const twice = await send({ Label: 'name', Where: 'name' });
    expect(twice.json().errors.Where).toEqual(['Only one column can go to this field']);
    const badMode = await t.app.inject({
      method: 'POST',
      url: `/api/v1/imports/${job.id}/validate`,
      headers: user.headers,
      payload: { mapping: { Label: 'name', Where: 'building' }, mode: 'sometimes' },
    });
    expect(badMode.statusCode).toBe(422);
    const notChecked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/imports/${job.id}/run`,
      headers: user.headers,
    });
    expect(notChecked.statusCode).toBe(409);
    expect(notChecked.json().message).toBe('Check the file first (validate), then import');
  });

  it('refuses uploads that are not CSV or XLSX, empty, or without a kind', async () => {
    const user = await importer(t.app.db);
    const pdf = await uploadFile(t, user.headers, 'assets', Buffer.from('%PDF-1.4 hello'), 'a.pdf');
    expect(pdf.statusCode).toBe(415);
    const noKind = await uploadFile(t, user.headers, undefined, 'name\nA\n');
    expect(noKind.statusCode).toBe(422);
    expect(noKind.json().message).toBe('Choose what to import: buildings, locations or assets');
    const blank = await uploadFile(t, user.headers, 'assets', '\n\n\n');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().message).toContain('The file has no header row');
  });
});
