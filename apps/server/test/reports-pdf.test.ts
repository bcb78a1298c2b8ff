// A report exported as PDF (format=pdf), read back with pdf.js: the organisation, title, period,
// filters, rows and totals in the caller's language, Arabic in logical order, the header on
// every page, the logo when there is one; refusals as for the other formats.
import type { TReport } from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../src/db/schema/index.ts';
import { renderReportPdf } from '../src/modules/reports/report-pdf.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUserWithToken } from './helpers/fixtures.ts';
import { pdfPages } from './helpers/pdf-text.ts';
import { caller, insertTicket, rulesOf, slaWorld, type Person } from './sla-world.ts';

const MARCH = 'range=custom&from=2025-03-01&to=2025-03-31';
const at = (iso: string) => new Date(iso);

describe('reports as PDF', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof slaWorld>>;
  let call: ReturnType<typeof caller>;
  let arabic: Person;

  const exportPdf = async (query: string, token: string) => {
    const response = await call('GET', `/reports/${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return { response, pages: await pdfPages(response.rawPayload) };
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    w = await slaWorld(t, 'Printed');
    const db = t.app.db;
    arabic = await createUserWithToken(db, w.orgA, {
      rules: rulesOf('administrator'),
      language: 'ar',
    });
    const north = { organisationId: w.orgA, buildingId: w.north };
    await insertTicket(db, {
      ...north,
      status: 'completed',
      createdAt: at('2025-03-03T10:00:00Z'),
      completedAt: at('2025-03-04T10:00:00Z'),
      labourCostCents: 123_456,
      partsCostCents: 2_500,
    });
    await insertTicket(db, {
      organisationId: w.orgA,
      buildingId: w.south,
      kind: 'general',
      createdAt: at('2025-03-10T10:00:00Z'),
    });
    const logo = await t.app.files.save({
      organisationId: w.orgA,
      userId: w.admin.user.id,
      purpose: 'logo',
      filename: 'logo.png',
      data: await sharp({
        create: { width: 120, height: 40, channels: 3, background: '#1f6feb' },
      })
        .png()
        .toBuffer(),
    });
    await db.update(organisations).set({ logo: logo.id }).where(eq(organisations.id, w.orgA));
  });
  afterAll(() => t.close());

  it('prints the branded report with its filters, rows and totals in English', async () => {
    const { response, pages } = await exportPdf(
      `cost/export?${MARCH}&format=pdf&building_id=${w.north}&kind=reactive`,
      w.admin.token,
    );
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="cost-2025-03-01-2025-03-31.pdf"; filename*=UTF-8''cost-2025-03-01-2025-03-31.pdf`,
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The logo is drawn: an image object in the file.
    expect(response.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    for (const expected of [
      'Printed Alpha',
      'Cost',
      'Mar 1, 2025 – Mar 31, 2025',
      'Building North Tower',
      'Tickets Reactive',
      'Grouped by Building',
      'Labour (EUR)',
      // The row: the building, then labour, parts and total in euros.
      'North Tower €1,234.56 €25.00 €0.00 €1,259.56',
      'Total €1,234.56 €25.00 €0.00 €1,259.56',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Generated on \w{3} \d{1,2}, \d{4}/);
    expect(text).not.toContain('South Depot');
  });

  it('prints in Arabic, right to left, with the words in logical order', async () => {
    const { response, pages } = await exportPdf(`tickets/export?${MARCH}&format=pdf`, arabic.token);
    expect(response.headers['content-disposition']).toContain(
      encodeURIComponent('التذاكر-2025-03-01-2025-03-31.pdf'),
    );
    const text = pages[0]!;
    for (const expected of [
      'التذاكر',
      'كل المباني',
      'التفاعلية والعامة',
      'التجميع حسب',
      'المنشأة',
      'North Tower',
      'الإجمالي',
      'الصفحة 1 من 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('أُنشئ في');
  });

  it('refuses a format it does not make, and the lists still export CSV and XLSX only', async () => {
    const bad = await call('GET', `/reports/cost/export?${MARCH}&format=doc`, w.admin.token);
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('pdf');
    const inArabic = await call('GET', `/reports/cost/export?format=docx`, arabic.token);
    expect(inArabic.statusCode).toBe(422);
    expect(inArabic.body).toContain('الصيغة هي csv أو xlsx أو pdf');
    expect((await call('GET', '/buildings/export?format=pdf', w.admin.token)).statusCode).toBe(422);
    expect(
      (await call('GET', `/reports/unknown/export?format=pdf`, w.admin.token)).statusCode,
    ).toBe(404);
    const anonymous = await t.app.inject({ url: `/api/v1/reports/cost/export?format=pdf` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('writes French amounts with a space the font has', async () => {
    const report: TReport = {
      key: 'cost',
      group_by: 'building',
      period: { range: 'custom', from: '2025-03-01', to: '2025-03-31', timezone: 'Europe/Paris' },
      currency: 'EUR',
      columns: [
        { key: 'group', type: 'text' },
        { key: 'total', type: 'money' },
      ],
      rows: [{ group: 'Tour Nord', total: 123_456 }],
      totals: { total: 123_456 },
      truncated: false,
      chart: { label: 'group', series: ['total'], points: [] },
      generated_at: '2025-04-01T08:00:00.000Z',
    };
    const [page] = await pdfPages(
      await renderReportPdf({
        report,
        organisation: { name: 'Bâtiments', primaryColor: '#0a7d5a', logo: null },
        building: null,
        kind: undefined,
        language: 'fr',
      }),
    );
    // Intl groups French digits with U+202F, missing from the Latin font (it would draw a box
    // that reads back as nothing): drawn as a no-break space, read back as a space.
    expect(page).toMatch(/Tour Nord 1\s234,56\s€/);
    expect(page).not.toContain('\u202f');
    expect(page).toContain('Coûts');
    expect(page).toContain('Page 1 sur 1');
  });

  it('repeats the header on every page and keeps mixed Arabic and Latin text in order', async () => {
    const report: TReport = {
      key: 'sla',
      group_by: null,
      period: { range: 'custom', from: '2025-03-01', to: '2025-03-31', timezone: 'Asia/Dubai' },
      currency: 'AED',
      columns: [
        { key: 'number', type: 'text' },
        { key: 'title', type: 'text' },
        { key: 'overrun_seconds', type: 'duration' },
      ],
      rows: Array.from({ length: 120 }, (_, index) => ({
        number: `RT-${String(index + 1).padStart(6, '0')}`,
        title: 'تسرّب في صنبور المطبخ (Block B)',
        overrun_seconds: 5400,
      })),
      totals: { overrun_seconds: 120 * 5400 },
      truncated: false,
      chart: { label: 'priority', series: ['response'], points: [] },
      generated_at: '2025-04-01T08:00:00.000Z',
    };
    const pdf = await renderReportPdf({
      report,
      organisation: { name: 'Gulf Estates', primaryColor: '#0a7d5a', logo: null },
      building: null,
      kind: 'reactive',
      language: 'ar',
    });
    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain('الرقم');
      expect(page).toContain(`الصفحة ${index + 1} من ${pages.length}`);
    });
    expect(pages[0]).toContain('تسرّب في صنبور المطبخ');
    expect(pages[0]).toContain('Block B');
    expect(pages[0]).toContain('RT-000001');
    expect(pages.at(-1)).toContain('RT-000120');
    expect(pages.at(-1)).toContain('الإجمالي 180');
  });
});
