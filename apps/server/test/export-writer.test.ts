// The shared list export writer: CSV as spreadsheets read it (BOM, RFC 4180 quoting, formulas
// neutralised) and XLSX that opens with a bold header row and every row, named as asked.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendExport, type ExportColumn } from '../src/modules/imports/export.ts';
import { loadExcel } from '../src/modules/imports/xlsx.ts';

const columns: ExportColumn[] = [
  { key: 'code', label: 'Code' },
  { key: 'name', label: 'Name' },
  { key: 'cost', label: 'Cost' },
  { key: 'installed', label: 'Installed on' },
];

const rows = [
  { code: 'AST-000001', name: 'Chiller, "north" roof', cost: 1250.5, installed: '2024-03-01' },
  { code: 'AST-000002', name: '=HYPERLINK("http://evil")', cost: -3, installed: null },
  { code: 'AST-000003', name: 'Ligne 1\nLigne 2', cost: null, installed: '2024-03-02' },
  { code: 'AST-000004', name: '+33 1 23', cost: 0, installed: undefined },
  { code: 'AST-000005', name: '@SUM(A1)', cost: 1, installed: '' },
  { code: 'AST-000006', name: '-10 Celsius', cost: 2, installed: '' },
  { code: 'AST-000007', name: 'مكيف الهواء', cost: 3, installed: '' },
];

async function* generate(count: number) {
  for (let index = 1; index <= count; index += 1) {
    yield { code: `AST-${String(index).padStart(6, '0')}`, name: `Asset ${index}`, cost: index };
  }
}

describe('sendExport', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.get('/csv', (_request, reply) =>
      sendExport(reply, { format: 'csv', filename: 'assets export', columns, rows }),
    );
    app.get('/xlsx', (_request, reply) =>
      sendExport(reply, { format: 'xlsx', filename: 'actifs-é.xlsx', columns, rows }),
    );
    app.get('/large.csv', (_request, reply) =>
      sendExport(reply, { format: 'csv', filename: 'large', columns, rows: generate(20_000) }),
    );
    app.get('/large.xlsx', (_request, reply) =>
      sendExport(reply, { format: 'xlsx', filename: 'large', columns, rows: generate(5_000) }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('writes CSV with a BOM, quoting and formula protection, as an attachment', async () => {
    const response = await app.inject({ method: 'GET', url: '/csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="assets export.csv"; filename*=UTF-8''assets%20export.csv`,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')).toEqual([
      'Code,Name,Cost,Installed on',
      'AST-000001,"Chiller, ""north"" roof",1250.5,2024-03-01',
      `AST-000002,"'=HYPERLINK(""http://evil"")",-3,`,
      'AST-000003,"Ligne 1\nLigne 2",,2024-03-02',
      "AST-000004,'+33 1 23,0,",
      "AST-000005,'@SUM(A1),1,",
      "AST-000006,'-10 Celsius,2,",
      'AST-000007,مكيف الهواء,3,',
      '',
    ]);
  });

  it('streams a long CSV from an async iterable', async () => {
    const response = await app.inject({ method: 'GET', url: '/large.csv' });
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(20_001);
    expect(lines[20_000]).toBe('AST-020000,Asset 20000,20000,');
  });

  it('writes XLSX that opens with a bold header and every row', async () => {
    const response = await app.inject({ method: 'GET', url: '/xlsx' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="actifs-_.xlsx"; filename*=UTF-8''actifs-%C3%A9.xlsx`,
    );
    const Excel = await loadExcel();
    const workbook = new Excel.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Code', 'Name', 'Cost', 'Installed on']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(rows.length + 1);
    expect(sheet.getRow(2).getCell(2).value).toBe('Chiller, "north" roof');
    expect(sheet.getRow(2).getCell(3).value).toBe(1250.5);
    expect(sheet.getRow(8).getCell(2).value).toBe('مكيف الهواء');
  });

  it('streams a long XLSX from an async iterable', async () => {
    const response = await app.inject({ method: 'GET', url: '/large.xlsx' });
    const Excel = await loadExcel();
    const workbook = new Excel.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.rowCount).toBe(5_001);
  });
});
