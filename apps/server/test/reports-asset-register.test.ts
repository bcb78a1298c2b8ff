// The asset register (docs/kpis.md, "Reports"): warranty flags, open tickets and cost in the
// period per asset, counts per building and per status, the caller's buildings, refused
// groupings, and both exports. The world is shared with the MTBF tests.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { assetReportsWorld, byGroup, fromToday, MARCH } from './helpers/asset-reports-world.ts';

describe('asset register report', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof assetReportsWorld>>;
  let w: typeof world.w;
  let call: typeof world.call;
  let report: typeof world.report;

  beforeAll(async () => {
    t = await createTestApp();
    world = await assetReportsWorld(t);
    ({ w, call, report } = world);
  });
  afterAll(() => t.close());

  it('lists the register with warranty flags, open tickets and cost in the period', async () => {
    const body = await report('assets', MARCH);
    expect(body.group_by).toBe('asset');
    expect(body.columns).toContainEqual({ key: 'warranty_expiry', type: 'date' });
    expect(body.rows).toEqual([
      {
        group: 'AST-1 Chiller',
        building: 'North Tower',
        category: 'HVAC',
        status: 'Operational',
        criticality: 'High',
        warranty_expiry: fromToday(-1),
        warranty: 'Expired',
        open_tickets: 1,
        cost: 12_000,
      },
      {
        group: 'AST-2 Boiler',
        building: 'North Tower',
        category: 'HVAC',
        status: 'Down',
        criticality: 'Medium',
        warranty_expiry: fromToday(90),
        warranty: 'Expires within 90 days',
        open_tickets: 1,
        cost: 0,
      },
      {
        group: 'AST-3 Pump',
        building: 'South Depot',
        category: null,
        status: 'Operational',
        criticality: 'Medium',
        warranty_expiry: fromToday(91),
        warranty: 'Valid',
        open_tickets: 0,
        cost: 5_000,
      },
      expect.objectContaining({ group: 'AST-6 New fan', warranty: 'No warranty' }),
      expect.objectContaining({
        group: 'AST-7 Spare motor',
        status: 'In repair',
        warranty_expiry: null,
        cost: 0,
      }),
    ]);
    expect(body.totals).toEqual({ open_tickets: 2, cost: 17_000 });
    const general = await report('assets', `${MARCH}&kind=general`);
    expect(byGroup(general)['AST-1 Chiller']).toMatchObject({ open_tickets: 1, cost: 0 });
  });

  it('counts the register per building and per status', async () => {
    const buildings = await report('assets', `${MARCH}&group_by=building`);
    expect(byGroup(buildings)).toEqual({
      'North Tower': {
        group: 'North Tower',
        assets: 4,
        warranty_expired: 1,
        warranty_expiring: 1,
        open_tickets: 2,
        cost: 12_000,
      },
      'South Depot': {
        group: 'South Depot',
        assets: 1,
        warranty_expired: 0,
        warranty_expiring: 0,
        open_tickets: 0,
        cost: 5_000,
      },
    });
    expect(buildings.totals).toEqual({
      assets: 5,
      warranty_expired: 1,
      warranty_expiring: 1,
      open_tickets: 2,
      cost: 17_000,
    });
    const statuses = await report('assets', `${MARCH}&group_by=status`);
    expect(statuses.rows.map((row) => [row.group, row.assets])).toEqual([
      ['Operational', 3],
      ['Down', 1],
      ['In repair', 1],
    ]);
  });

  it("limits the register to the caller's buildings and refuses other groupings", async () => {
    const limited = await report('assets', MARCH, world.southManager.token);
    expect(limited.rows.map((row) => row.group)).toEqual(['AST-3 Pump']);
    // The asset's own invoice is for those who see every ticket: not a limited manager.
    expect(limited.totals).toEqual({ open_tickets: 0, cost: 0 });
    for (const query of ['group_by=priority', 'group_by=team', 'group_by=month']) {
      const response = await call('GET', `/reports/assets?${query}`, w.admin.token);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().code).toBe('REPORT_GROUP_BY_INVALID');
    }
  });

  it('exports the register as CSV with translated headers, the currency and totals', async () => {
    const register = await call('GET', `/reports/assets/export?${MARCH}`, w.admin.token);
    expect(register.statusCode).toBe(200);
    expect(register.headers['content-disposition']).toContain('asset-register-2025-03-01');
    const rows = register.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(rows[0]).toBe(
      'Asset,Building,Category,Status,Criticality,Warranty expiry,Warranty,Open tickets,Cost (EUR)',
    );
    expect(rows[1]).toBe(
      `AST-1 Chiller,North Tower,HVAC,Operational,High,${fromToday(-1)},Expired,1,120`,
    );
    expect(rows.at(-1)).toBe('Total,,,,,,,2,170');
  });

  it('exports the register as XLSX readable by exceljs, in Arabic', async () => {
    const xlsx = async (url: string) => {
      const response = await t.app.inject({
        url: `/api/v1${url}`,
        headers: { authorization: `Bearer ${world.arabic.token}` },
      });
      expect(response.statusCode, url).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      return { sheet: workbook.worksheets[0]!, response };
    };
    const register = await xlsx(`/reports/assets/export?${MARCH}&format=xlsx&group_by=status`);
    expect(register.sheet.getRow(1).getCell(1).value).toBe('الحالة');
    expect(register.sheet.getRow(2).getCell(2).value).toBe(3);
    expect(register.sheet.getRow(5).getCell(2).value).toBe(5);
  });
});
