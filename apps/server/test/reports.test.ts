// Reports on fixed tickets (docs/kpis.md, "Reports"): each report's exact figures, the caller's
// scope (a manager limited to one building, a technician's own work), another organisation's
// data never counted, refusals (401, 403, 404, 422), and the exports read back in en and ar.
import type { TReport } from '@mainstay/contracts';
import { DEFAULT_ROLES } from '@mainstay/permissions';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractors, invoices, userBuildings } from '../src/db/schema/index.ts';
import { loadTicketSettings } from '../src/modules/tickets/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUserWithToken } from './helpers/fixtures.ts';
import { caller, insertTicket, rulesOf, slaWorld, type Person } from './sla-world.ts';

const HOUR = 3600;
const MARCH = 'range=custom&from=2025-03-01&to=2025-03-31';
const readReport = { action: 'read', subject: 'report' } as const;
const at = (iso: string) => new Date(iso);

describe('reports', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof slaWorld>>;
  let call: ReturnType<typeof caller>;
  let southManager: Person;
  let technician: Person;
  let arabic: Person;
  let bare: Person;

  const report = async (key: string, query: string, token = w.admin.token) => {
    const response = await call('GET', `/reports/${key}?${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TReport;
  };
  const byGroup = (body: TReport) => Object.fromEntries(body.rows.map((row) => [row.group, row]));

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    w = await slaWorld(t, 'Reports');
    const db = t.app.db;
    await loadTicketSettings(db, w.orgA);
    const manager = DEFAULT_ROLES.find((role) => role.key === 'facilities_manager')!.rules;
    southManager = await createUserWithToken(db, w.orgA, { rules: manager });
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
    const [company] = await db
      .insert(contractors)
      .values({ organisationId: w.orgA, companyName: 'Arctic Air' })
      .returning();
    const north = { organisationId: w.orgA, buildingId: w.north };
    const south = { organisationId: w.orgA, buildingId: w.south };
    // North: 24 h repair, resolution target 10 h, missed by 14 h; rated 4 with a comment.
    const first = await insertTicket(
      db,
      {
        ...north,
        categoryId: w.hvac,
        priority: 'high',
        status: 'completed',
        createdAt: at('2025-03-03T10:00:00Z'),
        completedAt: at('2025-03-04T10:00:00Z'),
        resolutionDueAt: at('2025-03-03T20:00:00Z'),
        resolutionBusinessSeconds: 8 * HOUR,
        labourCostCents: 10_000,
        partsCostCents: 2_500,
        feedbackRating: 4,
        feedbackComment: 'Quick',
        feedbackAt: at('2025-03-05T09:00:00Z'),
      },
      [technician.user.id],
    );
    // South: a contractor's 6 h repair within its target; rated 2 without comment.
    await insertTicket(db, {
      ...south,
      priority: 'low',
      status: 'completed',
      contractorId: company!.id,
      createdAt: at('2025-03-10T10:00:00Z'),
      completedAt: at('2025-03-10T16:00:00Z'),
      resolutionDueAt: at('2025-03-11T10:00:00Z'),
      resolutionBusinessSeconds: 6 * HOUR,
      labourCostCents: 5_000,
      feedbackRating: 2,
      feedbackAt: at('2025-03-12T09:00:00Z'),
    });
    // Open general work in the north; work of February; another organisation's work.
    await insertTicket(db, { ...north, kind: 'general', createdAt: at('2025-03-15T10:00:00Z') });
    await insertTicket(db, {
      ...north,
      status: 'completed',
      createdAt: at('2025-02-20T10:00:00Z'),
      completedAt: at('2025-02-21T10:00:00Z'),
      labourCostCents: 7_000,
    });
    const foreign = await insertTicket(db, {
      organisationId: w.orgB,
      buildingId: w.foreignBuilding,
      status: 'completed',
      createdAt: at('2025-03-05T10:00:00Z'),
      completedAt: at('2025-03-06T10:00:00Z'),
      labourCostCents: 99_999,
      feedbackRating: 1,
      feedbackAt: at('2025-03-07T10:00:00Z'),
    });
    const invoice = { issueDate: '2025-03-06', currency: 'EUR', totalCents: 30_000 };
    await db.insert(invoices).values([
      {
        ...invoice,
        organisationId: w.orgA,
        number: 'INV-1',
        ticketId: first.id,
        status: 'received',
      },
      { ...invoice, organisationId: w.orgA, number: 'INV-2', ticketId: first.id, status: 'draft' },
      { ...invoice, organisationId: w.orgB, number: 'INV-1', ticketId: foreign.id, status: 'paid' },
    ]);
  });
  afterAll(() => t.close());

  it('lists the reports the caller may open', async () => {
    const response = await call('GET', '/reports', w.admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((item: { key: string }) => item.key)).toEqual([
      'tickets',
      'sla',
      'mttr',
      'mtbf',
      'cost',
      'workload',
      'contractors',
      'feedback',
      'assets',
      'ppm_compliance',
      'planned_reactive',
      'ppm_backlog',
    ]);
    const mine = await call('GET', '/reports', bare.token);
    expect(mine.json().items.map((item: { key: string }) => item.key)).toEqual([
      'tickets',
      'sla',
      'cost',
      'feedback',
    ]);
  });

  it('counts created, completed and open tickets per building and in total', async () => {
    const body = await report('tickets', MARCH);
    expect(body.columns.map((column) => column.key)).toEqual([
      'group',
      'created',
      'completed',
      'open',
    ]);
    expect(byGroup(body)).toEqual({
      'North Tower': { group: 'North Tower', created: 2, completed: 1, open: 1 },
      'South Depot': { group: 'South Depot', created: 1, completed: 1, open: 0 },
    });
    expect(body.totals).toEqual({ created: 3, completed: 2, open: 1 });
    expect(body.chart.series).toEqual(['created', 'completed', 'open']);
    const byPriority = await report('tickets', `${MARCH}&group_by=priority`);
    expect(byGroup(byPriority).High).toMatchObject({ created: 1, completed: 1 });
  });

  it('limits a manager to their building and a technician to their work', async () => {
    const limited = await report('tickets', MARCH, southManager.token);
    expect(limited.rows.map((row) => row.group)).toEqual(['South Depot']);
    expect(limited.totals).toEqual({ created: 1, completed: 1, open: 0 });
    // Technicians read every reactive ticket, and only their own general work (My Jobs).
    const own = await report('tickets', MARCH, technician.token);
    expect(own.totals).toEqual({ created: 2, completed: 2, open: 0 });
    const general = await report('tickets', `${MARCH}&kind=general`, technician.token);
    expect(general.rows).toEqual([]);
    expect((await report('tickets', `${MARCH}&kind=general`)).totals).toMatchObject({ open: 1 });
    const cost = await report('cost', MARCH, southManager.token);
    expect(cost.totals).toMatchObject({ labour: 5_000, invoices: 0, total: 5_000 });
  });

  it('lists each SLA breach with its target and overrun', async () => {
    const body = await report('sla', MARCH);
    expect(body.rows).toHaveLength(1);
    expect(body.rows[0]).toMatchObject({
      title: expect.any(String),
      building: 'North Tower',
      priority: 'High',
      target: 'Resolution',
      target_seconds: 10 * HOUR,
      overrun_seconds: 14 * HOUR,
      due_at: '2025-03-03T20:00:00.000Z',
      stopped_at: '2025-03-04T10:00:00.000Z',
    });
    expect(body.totals).toEqual({ number: 1, overrun_seconds: 14 * HOUR });
    expect(body.chart.points.find((point) => point.label === 'High')?.values).toEqual([0, 1]);
  });

  it('computes the mean time to repair per category', async () => {
    const body = await report('mttr', `${MARCH}&group_by=category`);
    expect(byGroup(body)).toEqual({
      HVAC: {
        group: 'HVAC',
        repairs: 1,
        repair_seconds: 24 * HOUR,
        mttr_seconds: 24 * HOUR,
        business_mttr_seconds: 8 * HOUR,
      },
      'No category': {
        group: 'No category',
        repairs: 1,
        repair_seconds: 6 * HOUR,
        mttr_seconds: 6 * HOUR,
        business_mttr_seconds: 6 * HOUR,
      },
    });
    expect(body.totals).toMatchObject({ repairs: 2, mttr_seconds: 15 * HOUR });
  });

  it('adds labour, parts and counted invoices of the organisation only', async () => {
    const body = await report('cost', MARCH);
    expect(body.currency).toBe('EUR');
    expect(byGroup(body)['North Tower']).toMatchObject({
      labour: 10_000,
      parts: 2_500,
      invoices: 30_000,
      total: 42_500,
    });
    expect(body.totals).toEqual({ labour: 15_000, parts: 2_500, invoices: 30_000, total: 47_500 });
    const months = await report('cost', `${MARCH}&group_by=month`);
    expect(months.rows.map((row) => row.group)).toEqual(['2025-03']);
  });

  it('rates contractors and gathers feedback', async () => {
    const companies = await report('contractors', MARCH);
    expect(companies.rows).toEqual([
      { group: 'Arctic Air', jobs: 1, completed: 1, on_time: 1, rating: 2, cost: 5_000 },
    ]);
    const feedback = await report('feedback', MARCH);
    expect(byGroup(feedback)).toEqual({
      'North Tower': {
        group: 'North Tower',
        ratings: 1,
        average: 4,
        comments: 1,
        latest_comment: 'Quick',
      },
      'South Depot': {
        group: 'South Depot',
        ratings: 1,
        average: 2,
        comments: 0,
        latest_comment: null,
      },
    });
    expect(feedback.totals).toMatchObject({ ratings: 2, average: 3 });
  });

  it('refuses without a token, without permission, and bad filters', async () => {
    expect((await t.app.inject({ url: '/api/v1/reports' })).statusCode).toBe(401);
    expect((await call('GET', '/reports/tickets', w.reporter.token)).statusCode).toBe(403);
    expect((await call('GET', '/reports/mttr', bare.token)).statusCode).toBe(403);
    expect((await call('GET', '/reports/nothing', w.admin.token)).statusCode).toBe(404);
    const bad = [
      'range=custom&from=2025-03-31&to=2025-03-01',
      'range=custom&from=2015-01-01&to=2025-03-01',
      'range=forever',
      'group_by=colour',
      'kind=other',
    ];
    for (const query of bad) {
      const response = await call('GET', `/reports/tickets?${query}`, w.admin.token);
      expect(response.statusCode, query).toBe(422);
    }
    const grouping = await call('GET', '/reports/tickets?group_by=month', w.admin.token);
    expect(grouping.statusCode).toBe(422);
    expect(grouping.json().code).toBe('REPORT_GROUP_BY_INVALID');
    const foreign = await call(
      'GET',
      `/reports/tickets?building_id=${w.foreignBuilding}`,
      w.admin.token,
    );
    expect(foreign.statusCode).toBe(404);
    expect((await report('tickets', MARCH, w.outsider.token)).totals).toMatchObject({ created: 1 });
  });

  it('exports CSV with translated headers, in units, with a totals row', async () => {
    const response = await call('GET', `/reports/cost/export?${MARCH}&format=csv`, w.admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('cost-2025-03-01-2025-03-31.csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Building,Labour (EUR),Parts (EUR),Invoices (EUR),Total (EUR)');
    expect(lines).toContain('North Tower,100,25,300,425');
    expect(lines.at(-1)).toBe('Total,150,25,300,475');
    const ar = await call('GET', `/reports/tickets/export?${MARCH}&format=csv`, arabic.token);
    expect(ar.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(
      'المبنى,المنشأة,المكتملة,المفتوحة حاليًا',
    );
  });

  it('exports XLSX readable by exceljs, in Arabic', async () => {
    const response = await t.app.inject({
      url: `/api/v1/reports/mttr/export?${MARCH}&format=xlsx&group_by=category`,
      headers: { authorization: `Bearer ${arabic.token}` },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('الفئة');
    expect(sheet.getRow(1).getCell(4).value).toBe('متوسط وقت الإصلاح (ساعات)');
    const values = [2, 3, 4].map((row) => sheet.getRow(row).getCell(4).value);
    expect(values).toEqual([24, 6, 15]);
    expect(sheet.getRow(4).getCell(1).value).toBe('الإجمالي');
    expect(response.headers['content-disposition']).toContain(
      encodeURIComponent('متوسط-وقت-الإصلاح-2025-03-01-2025-03-31.xlsx'),
    );
  });
});
