// MTBF on fixed assets and tickets (docs/kpis.md, "Reports"): operating time over failures, null
// without failures, from installation to archiving, per asset and per category; the caller's
// buildings, another organisation's assets never counted, the catalogue and refusals without
// read assets, and both exports. The world is shared with the asset register's tests.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { assetReportsWorld, byGroup, DAY, HOUR, MARCH } from './helpers/asset-reports-world.ts';

describe('MTBF report', () => {
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

  it('lists the asset reports in the catalogue for those who read assets', async () => {
    const keys = async (token: string) =>
      (await call('GET', '/reports', token))
        .json()
        .items.map((item: { key: string }) => item.key) as string[];
    expect(await keys(w.admin.token)).toEqual(expect.arrayContaining(['mtbf', 'assets']));
    expect(await keys(world.technician.token)).toEqual(expect.arrayContaining(['mtbf', 'assets']));
    const mine = await keys(world.bare.token);
    expect(mine).not.toContain('mtbf');
    expect(mine).not.toContain('assets');
    for (const key of ['mtbf', 'assets']) {
      const refused = await call('GET', `/reports/${key}?${MARCH}`, world.bare.token);
      expect(refused.statusCode, key).toBe(403);
      expect(refused.json().code).toBe('REPORT_FORBIDDEN');
      expect(
        (await call('GET', `/reports/${key}/export?${MARCH}`, world.bare.token)).statusCode,
      ).toBe(403);
    }
  });

  it('computes MTBF per asset: operating time over failures, null without failures', async () => {
    const body = await report('mtbf', MARCH);
    expect(body.group_by).toBe('asset');
    expect(body.columns.map((column) => column.key)).toEqual([
      'group',
      'failures',
      'operating_seconds',
      'mtbf_seconds',
      'mttr_seconds',
    ]);
    expect(body.rows).toEqual([
      {
        group: 'AST-1 Chiller',
        failures: 2,
        operating_seconds: 31 * DAY,
        mtbf_seconds: (31 * DAY) / 2,
        mttr_seconds: 6 * HOUR,
      },
      {
        group: 'AST-2 Boiler',
        failures: 1,
        operating_seconds: 21 * DAY,
        mtbf_seconds: 21 * DAY,
        mttr_seconds: 2 * HOUR,
      },
      {
        group: 'AST-3 Pump',
        failures: 0,
        operating_seconds: 31 * DAY,
        mtbf_seconds: null,
        mttr_seconds: null,
      },
      {
        group: 'AST-4 Water heater',
        failures: 0,
        operating_seconds: 15 * DAY,
        mtbf_seconds: null,
        mttr_seconds: null,
      },
      {
        group: 'AST-7 Spare motor',
        failures: 0,
        operating_seconds: 31 * DAY,
        mtbf_seconds: null,
        mttr_seconds: null,
      },
    ]);
    // The fleet: all operating time over all failures.
    const operating = (31 + 21 + 31 + 15 + 31) * DAY;
    expect(body.totals).toEqual({
      failures: 3,
      operating_seconds: operating,
      mtbf_seconds: operating / 3,
      mttr_seconds: (14 * HOUR) / 3,
    });
    expect(body.truncated).toBe(false);
    expect(body.chart.points).toEqual([
      { label: 'AST-1 Chiller', values: [(31 * DAY) / 2] },
      { label: 'AST-2 Boiler', values: [21 * DAY] },
    ]);
  });

  it('computes MTBF per asset category, with built-in names translated', async () => {
    const body = await report('mtbf', `${MARCH}&group_by=asset_category`);
    expect(body.columns.map((column) => column.key)).toContain('assets');
    expect(byGroup(body)).toEqual({
      HVAC: {
        group: 'HVAC',
        assets: 2,
        failures: 3,
        operating_seconds: 52 * DAY,
        mtbf_seconds: (52 * DAY) / 3,
        mttr_seconds: (14 * HOUR) / 3,
      },
      Plumbing: {
        group: 'Plumbing',
        assets: 1,
        failures: 0,
        operating_seconds: 15 * DAY,
        mtbf_seconds: null,
        mttr_seconds: null,
      },
      'No category': {
        group: 'No category',
        assets: 2,
        failures: 0,
        operating_seconds: 62 * DAY,
        mtbf_seconds: null,
        mttr_seconds: null,
      },
    });
    const ar = await report('mtbf', `${MARCH}&group_by=asset_category`, world.arabic.token);
    expect(ar.rows.map((row) => row.group)).toContain('السباكة');
  });

  it("keeps MTBF to the caller's buildings and the building filter", async () => {
    const limited = await report('mtbf', MARCH, world.southManager.token);
    expect(limited.rows.map((row) => row.group)).toEqual(['AST-3 Pump']);
    expect(limited.totals).toMatchObject({ failures: 0, mtbf_seconds: null });
    const north = await report('mtbf', `${MARCH}&building_id=${w.north}`);
    expect(north.rows.map((row) => row.group)).toEqual([
      'AST-1 Chiller',
      'AST-2 Boiler',
      'AST-4 Water heater',
      'AST-7 Spare motor',
    ]);
    const outside = await call(
      'GET',
      `/reports/mtbf?${MARCH}&building_id=${w.north}`,
      world.southManager.token,
    );
    expect(outside.statusCode).toBe(404);
    // Another organisation sees only its own asset and failure.
    const foreign = await report('mtbf', MARCH, w.outsider.token);
    expect(foreign.rows).toEqual([
      expect.objectContaining({ group: 'AST-1 Foreign chiller', failures: 1 }),
    ]);
  });

  it('refuses a grouping MTBF does not offer', async () => {
    expect((await call('GET', '/reports/mtbf?group_by=status', w.admin.token)).statusCode).toBe(
      422,
    );
  });

  it('exports MTBF as CSV with translated headers, hours and totals', async () => {
    const mtbf = await call('GET', `/reports/mtbf/export?${MARCH}&format=csv`, w.admin.token);
    expect(mtbf.statusCode).toBe(200);
    expect(mtbf.headers['content-disposition']).toContain(
      'mean-time-between-failures-2025-03-01-2025-03-31.csv',
    );
    const lines = mtbf.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Asset,Failures,Operating time (hours),Mean time between failures (hours),Mean time to repair (hours)',
    );
    expect(lines[1]).toBe('AST-1 Chiller,2,744,372,6');
    expect(lines).toContain('AST-3 Pump,0,744,,');
    expect(lines.at(-1)).toBe('Total,3,3096,1032,4.67');
  });

  it('exports MTBF as XLSX readable by exceljs, in Arabic', async () => {
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
    const mtbf = await xlsx(`/reports/mtbf/export?${MARCH}&format=xlsx`);
    expect(mtbf.sheet.getRow(1).getCell(1).value).toBe('الأصل');
    expect(mtbf.sheet.getRow(1).getCell(4).value).toBe('متوسط الوقت بين الأعطال (ساعات)');
    expect(mtbf.sheet.getRow(2).getCell(4).value).toBe(372);
    expect(mtbf.sheet.getRow(7).getCell(1).value).toBe('الإجمالي');
    expect(mtbf.response.headers['content-disposition']).toContain(
      encodeURIComponent('متوسط-الوقت-بين-الأعطال-2025-03-01-2025-03-31.xlsx'),
    );
  });
});
