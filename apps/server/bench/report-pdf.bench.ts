/**
 * `npx tsx bench/report-pdf.bench.ts` (from apps/server): the PDF of a report at its largest,
 * REPORT_MAX_ROWS (2,000) SLA breaches of nine columns, drawn in English and in Arabic. Prints
 * the milliseconds (elapsed and of processor: the second holds on a busy machine), pages and
 * bytes of each and the memory the process grew by. The rows are
 * made here, so the figure is the PDF's own cost (the report's query is the same for every
 * format). BENCH_REPORT_PDF_OUT=<folder> also writes the files, to look at them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { REPORT_MAX_ROWS, type TReport } from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import { renderReportPdf } from '../src/modules/reports/index.ts';

const ROWS = Number(process.env.BENCH_REPORT_PDF_ROWS ?? REPORT_MAX_ROWS);
const OUT = process.env.BENCH_REPORT_PDF_OUT;

const TITLES = {
  en: ['Chiller alarm on the roof', 'Leaking tap in the second-floor kitchen', 'Lift stuck'],
  fr: ['Alarme du refroidisseur', 'Fuite au robinet de la cuisine du deuxième étage', 'Ascenseur'],
  ar: ['إنذار المبرّد على السطح', 'تسرّب في صنبور مطبخ الطابق الثاني (Block B)', 'المصعد عالق'],
} satisfies Record<LanguageCode, string[]>;
const BUILDINGS = { en: 'North Tower', fr: 'Tour Nord', ar: 'البرج الشمالي' };

function slaReport(language: LanguageCode, rows: number): TReport {
  const start = Date.UTC(2025, 2, 1);
  return {
    key: 'sla',
    group_by: null,
    period: { range: 'custom', from: '2025-03-01', to: '2025-03-31', timezone: 'Europe/Paris' },
    currency: 'EUR',
    columns: [
      { key: 'number', type: 'text' },
      { key: 'title', type: 'text' },
      { key: 'building', type: 'text' },
      { key: 'priority', type: 'text' },
      { key: 'target', type: 'text' },
      { key: 'target_seconds', type: 'duration' },
      { key: 'due_at', type: 'date' },
      { key: 'stopped_at', type: 'date' },
      { key: 'overrun_seconds', type: 'duration' },
    ],
    rows: Array.from({ length: rows }, (_, index) => ({
      number: `RT-${String(index + 1).padStart(6, '0')}`,
      title: TITLES[language][index % 3] ?? '',
      building: BUILDINGS[language],
      priority: ['P1', 'P2', 'P3'][index % 3] ?? 'P3',
      target: index % 2 ? 'Response' : 'Resolution',
      target_seconds: 4 * 3600,
      due_at: new Date(start + index * 600_000).toISOString(),
      stopped_at: new Date(start + index * 600_000 + 5400_000).toISOString(),
      overrun_seconds: 5400 + (index % 7) * 60,
    })),
    totals: { overrun_seconds: rows * 5580 },
    truncated: rows >= REPORT_MAX_ROWS,
    chart: {
      label: 'priority',
      series: ['response', 'resolution'],
      points: ['P1', 'P2', 'P3'].map((label, index) => ({ label, values: [index + 3, index * 2] })),
    },
    generated_at: new Date().toISOString(),
  };
}

const organisation = { name: 'Bench Estates', primaryColor: '#1f6feb', logo: null };

async function main() {
  // One small document first: the fonts and PDFKit are loaded once per process.
  await renderReportPdf({
    report: slaReport('en', 5),
    organisation,
    building: null,
    kind: undefined,
    language: 'en',
  });
  for (const language of ['en', 'ar'] as const) {
    const report = slaReport(language, ROWS);
    global.gc?.();
    const before = process.memoryUsage();
    const started = performance.now();
    const cpu = process.cpuUsage();
    const data = await renderReportPdf({
      report,
      organisation,
      building: BUILDINGS[language],
      kind: 'reactive',
      language,
    });
    const milliseconds = Math.round(performance.now() - started);
    const used = process.cpuUsage(cpu);
    const cpuMilliseconds = Math.round((used.user + used.system) / 1000);
    const after = process.memoryUsage();
    const pages = data.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
    const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
    console.log(
      `${language}: ${ROWS} rows in ${milliseconds} ms (${cpuMilliseconds} ms of processor), ${pages} pages, ${Math.round(data.length / 1024)} KB; ` +
        `heap +${megabytes(after.heapUsed - before.heapUsed)} MB, rss +${megabytes(after.rss - before.rss)} MB (rss ${megabytes(after.rss)} MB)`,
    );
    if (OUT) writeFileSync(join(OUT, `report-${language}.pdf`), data);
  }
}

await main();
