// Excel files: the first sheet is read, dates typed as dates in the spreadsheet are understood,
// and cells are read as the text a person sees.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets } from '../src/db/schema/index.ts';
import { loadExcel } from '../src/modules/imports/xlsx.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { addBuilding, importAll, importer, uploadFile } from './imports-helpers.ts';

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const Excel = await loadExcel();
  const book = new Excel.Workbook();
  const sheet = book.addWorksheet('Register');
  for (const row of rows) sheet.addRow(row);
  book.addWorksheet('Notes').addRow(['ignored']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('XLSX imports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('imports the first sheet, with real dates and numbers', async () => {
    const user = await importer(t.app.db);
    await addBuilding(t.app.db, user.organisation.id, 'Harbour House', 'HH');
    const data = await workbook([
      ['Name', 'Building', 'Install date', 'Cost', 'Expected life'],
      ['Boiler', 'HH', new Date(Date.UTC(2022, 4, 17)), 8400.5, 15],
      ['Pump', 'HH', '2023-01-09', 950, ''],
      ['', 'HH', '', '', ''],
    ]);
    const upload = await uploadFile(t, user.headers, 'assets', data, 'register.xlsx');
    expect(upload.statusCode).toBe(201);
    expect(upload.json()).toMatchObject({
      headers: ['Name', 'Building', 'Install date', 'Cost', 'Expected life'],
      sample: [
        ['Boiler', 'HH', '2022-05-17', '8400.5', '15'],
        ['Pump', 'HH', '2023-01-09', '950', ''],
        ['', 'HH', '', '', ''],
      ],
      counts: { total: 3 },
    });
    const done = await importAll(t, user.headers, 'assets', data, 'valid_rows', 'register.xlsx');
    expect(done).toMatchObject({ status: 'completed', counts: { imported: 2, rejected: 1 } });
    expect(done.errors).toEqual([{ row: 4, reasons: ['Name is required'] }]);
    const rows = await t.app.db
      .select()
      .from(assets)
      .where(eq(assets.organisationId, user.organisation.id));
    expect(rows.find((row) => row.name === 'Boiler')).toMatchObject({
      installDate: '2022-05-17',
      costCents: 840050,
      expectedLifeYears: 15,
    });
  });

  it('refuses a damaged spreadsheet with a clear message', async () => {
    const user = await importer(t.app.db);
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 1)]);
    const response = await uploadFile(t, user.headers, 'assets', broken, 'broken.xlsx');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('The spreadsheet could not be read; it may be damaged');
  });
});
