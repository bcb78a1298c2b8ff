// Report exports on the job queue: the request is checked at once (401, 403, 404, 422), the
// export runs in the background (here in-process: the test app has no queue) to a stored file
// whose rows are the report's, the requester is e-mailed its link, an export is its requester's
// own (another person's or another organisation's is 404), Idempotency-Key replays the creation,
// and expired exports are removed with their files.
import type { TReport, TReportExport } from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, reportExports } from '../src/db/schema/index.ts';
import { loadTicketSettings } from '../src/modules/tickets/index.ts';
import { purgeExpiredExports } from '../src/modules/reports/report-exports.service.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createUserWithToken } from './helpers/fixtures.ts';
import { readOutbox, waitUntil } from './helpers/mail.ts';
import { caller, insertTicket, rulesOf, slaWorld } from './sla-world.ts';
import { pdfPages } from './helpers/pdf-text.ts';

const MARCH = { range: 'custom', from: '2025-03-01', to: '2025-03-31' } as const;
const at = (iso: string) => new Date(iso);

describe('report exports on the queue', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof slaWorld>>;
  let call: ReturnType<typeof caller>;

  const start = async (key: string, body: Record<string, unknown>, token = w.admin.token) => {
    const response = await call('POST', `/reports/${key}/exports`, token, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TReportExport>();
  };
  const finished = async (id: string, token = w.admin.token) => {
    let latest: TReportExport | undefined;
    await waitUntil(async () => {
      const response = await call('GET', `/reports/exports/${id}`, token);
      latest = response.json<TReportExport>();
      return latest.status === 'done' || latest.status === 'failed';
    });
    return latest!;
  };
  const download = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    w = await slaWorld(t, 'Exports');
    await loadTicketSettings(t.app.db, w.orgA);
    const north = { organisationId: w.orgA, buildingId: w.north };
    for (const day of ['03', '04', '10']) {
      await insertTicket(t.app.db, { ...north, createdAt: at(`2025-03-${day}T10:00:00Z`) });
    }
    await insertTicket(t.app.db, {
      organisationId: w.orgA,
      buildingId: w.south,
      createdAt: at('2025-03-12T10:00:00Z'),
    });
  });
  afterAll(() => t.close());

  it('runs the export to a CSV whose rows are the report, and mails the link', async () => {
    const queued = await start('tickets', { ...MARCH, group_by: 'building', format: 'csv' });
    expect(queued).toMatchObject({ report_key: 'tickets', format: 'csv', file: null });
    expect(['queued', 'running', 'done']).toContain(queued.status);

    const done = await finished(queued.id);
    expect(done).toMatchObject({ status: 'done', progress: 100, row_count: 2, error: null });
    expect(done.file?.name).toBe('tickets-2025-03-01-2025-03-31.csv');

    const report = (
      await call(
        'GET',
        '/reports/tickets?range=custom&from=2025-03-01&to=2025-03-31&group_by=building',
        w.admin.token,
      )
    ).json<TReport>();
    const lines = (await download(done.file!.url)).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    // Header, the report's rows in order, then the totals.
    expect(lines).toHaveLength(report.rows.length + 2);
    expect(lines[0]).toContain('Building');
    report.rows.forEach((row, index) => {
      expect(lines[index + 1]).toContain(String(row.group));
      expect(lines[index + 1]).toContain(String(row.created));
    });
    expect(lines.at(-1)).toMatch(/^Total,4/);

    const [mail] = await readOutbox(t.app.db, { to: w.admin.user.email });
    expect(mail?.template).toBe('report-export-ready');
    expect(mail?.text).toContain('/api/v1/files/');
  });

  it('writes XLSX in the caller’s language', async () => {
    const arabic = await createUserWithToken(t.app.db, w.orgA, {
      rules: rulesOf('administrator'),
      language: 'ar',
    });
    const queued = await start(
      'tickets',
      { ...MARCH, group_by: 'building', format: 'xlsx' },
      arabic.token,
    );
    const done = await finished(queued.id, arabic.token);
    expect(done.status).toBe('done');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(done.file!.url)).rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    expect(String(sheet.getRow(1).getCell(1).value)).toBe('المبنى');
  });

  it('writes a PDF with the organisation, the filters and the rows', async () => {
    const queued = await start('tickets', { ...MARCH, group_by: 'building', format: 'pdf' });
    const done = await finished(queued.id);
    expect(done.status, done.error ?? '').toBe('done');
    expect(done.file!.name).toMatch(/\.pdf$/);
    const file = await download(done.file!.url);
    const text = (await pdfPages(file.rawPayload)).join(' ');
    expect(text).toContain('Exports Alpha');
    expect(text).toContain('North');
  });

  it('refuses at once what the synchronous report refuses', async () => {
    const refused = async (key: string, body: Record<string, unknown>, token = w.admin.token) =>
      (await call('POST', `/reports/${key}/exports`, token, body)).statusCode;
    expect(await refused('nothing', { format: 'csv' })).toBe(404);
    expect(await refused('tickets', { format: 'docx' })).toBe(422);
    expect(await refused('tickets', { ...MARCH, group_by: 'rating' })).toBe(422);
    expect(
      await refused('tickets', { range: 'custom', from: '2025-03-10', to: '2025-03-01' }),
    ).toBe(422);
    expect(await refused('tickets', { building_id: w.foreignBuilding })).toBe(404);
    // A technician has no report permission; without a token there is no caller.
    expect(await refused('tickets', { format: 'csv' }, w.technician.token)).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reports/tickets/exports',
      payload: { format: 'csv' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows an export to its requester only', async () => {
    const queued = await start('tickets', { ...MARCH, format: 'csv' });
    await finished(queued.id);
    const other = await call('GET', `/reports/exports/${queued.id}`, w.viewer.token);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'REPORT_EXPORT_NOT_FOUND' });
    const foreign = await call('GET', `/reports/exports/${queued.id}`, w.outsider.token);
    expect(foreign.statusCode).toBe(404);
  });

  it('replays a creation sent again with the same Idempotency-Key', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/reports/sla/exports',
        headers: { ...bearer(w.admin.token), 'idempotency-key': 'export-once' },
        payload: { ...MARCH, format: 'csv' },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<TReportExport>().id).toBe(first.json<TReportExport>().id);
    const rows = await t.app.db
      .select()
      .from(reportExports)
      .where(eq(reportExports.reportKey, 'sla'));
    expect(rows).toHaveLength(1);
    await finished(first.json<TReportExport>().id);
  });

  it('forgets expired exports and removes their files', async () => {
    const queued = await start('tickets', { ...MARCH, format: 'csv' });
    const done = await finished(queued.id);
    await t.app.db
      .update(reportExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reportExports.id, done.id));
    expect((await call('GET', `/reports/exports/${done.id}`, w.admin.token)).statusCode).toBe(404);

    const removed = await purgeExpiredExports({
      db: t.app.db,
      files: t.app.files,
      appUrl: 'http://app.test',
      apiBase: '/api',
      sendMail: (input) => t.app.mail.send(input),
      log: t.app.log,
    });
    expect(removed).toBeGreaterThanOrEqual(1);
    const left = await t.app.db.select().from(reportExports).where(eq(reportExports.id, done.id));
    expect(left).toEqual([]);
    const file = await t.app.db.select().from(files).where(eq(files.id, done.file!.id));
    expect(file).toEqual([]);
  });
});
