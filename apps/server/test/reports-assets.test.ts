// The reports over assets on fixed assets and tickets (docs/kpis.md, "Reports"): MTBF as
// operating time over failures, null without failures, from installation to archiving; the asset
// register's warranty flags, open tickets and cost; the caller's buildings, another
// organisation's assets never listed, refusals without read assets, and both exports.
import type { TReport } from '@mainstay/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetCategories, assets, invoices, userBuildings } from '../src/db/schema/index.ts';
import { loadTicketSettings } from '../src/modules/tickets/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUserWithToken } from './helpers/fixtures.ts';
import { caller, insertTicket, rulesOf, slaWorld, type Person } from './sla-world.ts';

const HOUR = 3600;
const DAY = 24 * HOUR;
const MARCH = 'range=custom&from=2025-03-01&to=2025-03-31';
const readReport = { action: 'read', subject: 'report' } as const;
const at = (iso: string) => new Date(iso);
/** A day counted from today (UTC, the organisation's time zone here), as 'YYYY-MM-DD'. */
const fromToday = (days: number) =>
  new Date(Date.now() + days * DAY * 1000).toISOString().slice(0, 10);

describe('reports over assets', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof slaWorld>>;
  let call: ReturnType<typeof caller>;
  let southManager: Person;
  let technician: Person;
  let bare: Person;
  let arabic: Person;

  const report = async (key: string, query: string, token = w.admin.token) => {
    const response = await call('GET', `/reports/${key}?${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TReport;
  };
  const byGroup = (body: TReport) => Object.fromEntries(body.rows.map((row) => [row.group, row]));

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    w = await slaWorld(t, 'Asset reports');
    const db = t.app.db;
    await loadTicketSettings(db, w.orgA);
    southManager = await createUserWithToken(db, w.orgA, { rules: rulesOf('facilities_manager') });
    await db
      .insert(userBuildings)
      .values({ organisationId: w.orgA, userId: southManager.user.id, buildingId: w.south });
    technician = await createUserWithToken(db, w.orgA, {
      rules: [...rulesOf('technician'), readReport],
    });
    bare = await createUserWithToken(db, w.orgA, { rules: [readReport] });
    arabic = await createUserWithToken(db, w.orgA, {
      rules: rulesOf('administrator'),
      language: 'ar',
    });
    const [hvac, plumbing] = await db
      .insert(assetCategories)
      .values([
        { organisationId: w.orgA, name: 'HVAC' },
        { organisationId: w.orgA, key: 'plumbing', name: 'Plumbing' },
      ])
      .returning();
    const asset = (code: string, name: string, buildingId: string) => ({
      organisationId: w.orgA,
      code,
      name,
      buildingId,
    });
    const [chiller, boiler, pump, , , , spare] = await db
      .insert(assets)
      .values([
        // In service all March; expired warranty; operational.
        {
          ...asset('AST-1', 'Chiller', w.north),
          categoryId: hvac!.id,
          installDate: '2020-06-01',
          warrantyExpiry: fromToday(-1),
          criticality: 'high',
        },
        // Installed on 11 March: 21 days in service; warranty ends in 90 days; down.
        {
          ...asset('AST-2', 'Boiler', w.north),
          categoryId: hvac!.id,
          installDate: '2025-03-11',
          warrantyExpiry: fromToday(90),
          status: 'down',
        },
        // In the south, never failed; warranty ends in 91 days.
        { ...asset('AST-3', 'Pump', w.south), warrantyExpiry: fromToday(91) },
        // Archived on 16 March: 15 days in service, then out of the register.
        {
          ...asset('AST-4', 'Water heater', w.north),
          categoryId: plumbing!.id,
          archivedAt: at('2025-03-16T00:00:00Z'),
        },
        // Archived before March; installed after March: in no MTBF row.
        { ...asset('AST-5', 'Old fan', w.north), archivedAt: at('2025-02-01T00:00:00Z') },
        { ...asset('AST-6', 'New fan', w.north), installDate: '2025-04-10' },
        // No warranty, in repair.
        { ...asset('AST-7', 'Spare motor', w.north), status: 'in_repair' },
      ])
      .returning();
    const [foreignAsset] = await db
      .insert(assets)
      .values({
        organisationId: w.orgB,
        code: 'AST-1',
        name: 'Foreign chiller',
        buildingId: w.foreignBuilding,
      })
      .returning();
    const north = { organisationId: w.orgA, buildingId: w.north, kind: 'reactive' as const };
    const repair = (assetId: string, created: string, hours: number) => ({
      ...north,
      assetId,
      status: 'completed' as const,
      createdAt: at(created),
      completedAt: new Date(at(created).getTime() + hours * HOUR * 1000),
    });
    // Chiller: two failures (4 h and 8 h repairs), one with labour and parts.
    await insertTicket(db, {
      ...repair(chiller!.id, '2025-03-03T08:00:00Z', 4),
      labourCostCents: 10_000,
      partsCostCents: 2_000,
    });
    await insertTicket(db, repair(chiller!.id, '2025-03-20T08:00:00Z', 8));
    // Boiler: one failure (2 h); not failures: general work, February's repair, open work.
    await insertTicket(db, repair(boiler!.id, '2025-03-20T08:00:00Z', 2));
    await insertTicket(db, { ...repair(boiler!.id, '2025-03-21T08:00:00Z', 1), kind: 'general' });
    await insertTicket(db, repair(boiler!.id, '2025-02-10T08:00:00Z', 3));
    await insertTicket(db, {
      ...north,
      assetId: boiler!.id,
      createdAt: at('2025-03-25T08:00:00Z'),
    });
    await insertTicket(db, {
      ...north,
      kind: 'general',
      assetId: chiller!.id,
      status: 'on_hold',
      createdAt: at('2025-03-26T08:00:00Z'),
    });
    // Another organisation's failure on its own asset.
    await insertTicket(db, {
      ...repair(foreignAsset!.id, '2025-03-05T08:00:00Z', 5),
      organisationId: w.orgB,
      buildingId: w.foreignBuilding,
    });
    // The pump's invoice without ticket, and one on the spare motor that is still a draft.
    await db.insert(invoices).values([
      {
        organisationId: w.orgA,
        number: 'INV-A1',
        assetId: pump!.id,
        issueDate: '2025-03-12',
        currency: 'EUR',
        totalCents: 5_000,
        status: 'approved',
      },
      {
        organisationId: w.orgA,
        number: 'INV-A2',
        assetId: spare!.id,
        issueDate: '2025-03-12',
        currency: 'EUR',
        totalCents: 9_000,
        status: 'draft',
      },
    ]);
  });
  afterAll(() => t.close());

  it('lists the asset reports in the catalogue for those who read assets', async () => {
    const keys = async (token: string) =>
      (await call('GET', '/reports', token))
        .json()
        .items.map((item: { key: string }) => item.key) as string[];
    expect(await keys(w.admin.token)).toEqual(expect.arrayContaining(['mtbf', 'assets']));
    expect(await keys(technician.token)).toEqual(expect.arrayContaining(['mtbf', 'assets']));
    const mine = await keys(bare.token);
    expect(mine).not.toContain('mtbf');
    expect(mine).not.toContain('assets');
    for (const key of ['mtbf', 'assets']) {
      const refused = await call('GET', `/reports/${key}?${MARCH}`, bare.token);
      expect(refused.statusCode, key).toBe(403);
      expect(refused.json().code).toBe('REPORT_FORBIDDEN');
      expect((await call('GET', `/reports/${key}/export?${MARCH}`, bare.token)).statusCode).toBe(
        403,
      );
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
    const ar = await report('mtbf', `${MARCH}&group_by=asset_category`, arabic.token);
    expect(ar.rows.map((row) => row.group)).toContain('السباكة');
  });

  it("keeps MTBF to the caller's buildings and the building filter", async () => {
    const limited = await report('mtbf', MARCH, southManager.token);
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
      southManager.token,
    );
    expect(outside.statusCode).toBe(404);
    // Another organisation sees only its own asset and failure.
    const foreign = await report('mtbf', MARCH, w.outsider.token);
    expect(foreign.rows).toEqual([
      expect.objectContaining({ group: 'AST-1 Foreign chiller', failures: 1 }),
    ]);
  });

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
    const limited = await report('assets', MARCH, southManager.token);
    expect(limited.rows.map((row) => row.group)).toEqual(['AST-3 Pump']);
    // The asset's own invoice is for those who see every ticket: not a limited manager.
    expect(limited.totals).toEqual({ open_tickets: 0, cost: 0 });
    for (const query of ['group_by=priority', 'group_by=team', 'group_by=month']) {
      const response = await call('GET', `/reports/assets?${query}`, w.admin.token);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().code).toBe('REPORT_GROUP_BY_INVALID');
    }
    expect((await call('GET', '/reports/mtbf?group_by=status', w.admin.token)).statusCode).toBe(
      422,
    );
  });

  it('exports both reports as CSV with translated headers, units and totals', async () => {
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

  it('exports both reports as XLSX readable by exceljs, in Arabic', async () => {
    const xlsx = async (url: string) => {
      const response = await t.app.inject({
        url: `/api/v1${url}`,
        headers: { authorization: `Bearer ${arabic.token}` },
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
    const register = await xlsx(`/reports/assets/export?${MARCH}&format=xlsx&group_by=status`);
    expect(register.sheet.getRow(1).getCell(1).value).toBe('الحالة');
    expect(register.sheet.getRow(2).getCell(2).value).toBe(3);
    expect(register.sheet.getRow(5).getCell(2).value).toBe(5);
  });
});
