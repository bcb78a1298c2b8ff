/**
 * A report as a printable PDF: the organisation's logo and name, the report's title and period,
 * the filters it was run with, a bar chart of its chart series, then the table with the XLSX's
 * columns and values (headers with units, repeated on every page, long text cut to three lines)
 * and the totals row; "Page 1 of 3" and the time it was made at the foot of each page. A4,
 * landscape when the columns would not fit upright; right to left in Arabic.
 */
import type { TReport, TTicketKind } from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import {
  createPdfDocument,
  drawBarChart,
  MUTED,
  pageSize,
  type Column,
  type PageOrientation,
  type PdfSheet,
} from '../../lib/pdf/index.ts';
import { translate, type TranslationKey } from '../../lib/translate.ts';
import type { OrganisationBranding } from '../organisation/index.ts';
import { reportExportColumns } from './report-export.ts';
import { reportFormat, type ReportFormat } from './report-pdf-format.ts';

export interface ReportPdfInput {
  report: TReport;
  organisation: OrganisationBranding;
  /** The building filter's name; null for all buildings. */
  building: string | null;
  kind: TTicketKind | undefined;
  language: LanguageCode;
}

/** The most points the chart draws; a longer list is read in the table. */
const CHART_MAX_POINTS = 15;
/** Lines of text a cell keeps before it is cut. */
const CELL_MAX_LINES = 3;
const BODY_SIZE = 8.5;
const CELL_PADDING = 8;
/** Rows sampled to size the columns: enough to see the widths, not all 2,000. */
const SAMPLE_ROWS = 300;

interface Words {
  t: (key: string, params?: Record<string, string | number>) => string;
  format: ReportFormat;
}

/** The columns' natural widths in points, roughly, from their longest texts. */
function estimatedWidth(cells: readonly (readonly string[])[], headers: readonly string[]) {
  return headers.map((header, index) => {
    const longest = Math.max(
      ...header.split(' ').map((word) => word.length),
      ...cells.map((row) => Math.min(row[index]?.length ?? 0, 60)),
    );
    return longest * BODY_SIZE * 0.55 + CELL_PADDING;
  });
}

/** Upright unless the columns would be squeezed: many of them, or wide ones. */
function orientationFor(widths: readonly number[]): PageOrientation {
  const upright = pageSize('portrait');
  const total = widths.reduce((sum, width) => sum + width, 0);
  return widths.length > 6 || total > upright.width - 2 * upright.margin ? 'landscape' : 'portrait';
}

/**
 * Shares of the table's width: figures and dates get what their longest value needs (they are
 * never wrapped), text columns share the rest by how long their texts are.
 */
function columnShares(
  sheet: PdfSheet,
  fixed: readonly boolean[],
  headers: readonly string[],
  sample: readonly (readonly string[])[],
): number[] {
  const needs = headers.map(
    (header, index) =>
      Math.min(
        fixed[index] ? 200 : 260,
        Math.max(
          ...header
            .split(' ')
            .map((word) => sheet.text.width(word, { size: BODY_SIZE - 1, bold: true })),
          ...sample.map((row) => sheet.text.width(row[index] ?? '', { size: BODY_SIZE })),
        ),
      ) +
      CELL_PADDING +
      // A point to spare, so a header word measured to its width is not cut by rounding.
      1,
  );
  const sum = (keep: (index: number) => boolean) =>
    needs.reduce((total, need, index) => total + (keep(index) ? need : 0), 0);
  const rigid = sum((index) => Boolean(fixed[index]));
  const flexible = sum((index) => !fixed[index]);
  const room = sheet.width - rigid;
  if (flexible === 0 || room < flexible * 0.3 || rigid + flexible <= sheet.width) {
    // Everything fits (spread the spare room) or nothing does (squeeze all alike).
    return needs.map((need) => need / (rigid + flexible));
  }
  return needs.map((need, index) =>
    fixed[index] ? need / sheet.width : ((need / flexible) * room) / sheet.width,
  );
}

function filters(sheet: PdfSheet, input: ReportPdfInput, words: Words): void {
  const { report } = input;
  const { t } = words;
  const pairs: [string, string][] = [
    [t('pdf.building'), input.building ?? t('pdf.allBuildings')],
    [t('pdf.kind'), t(`pdf.kinds.${input.kind ?? 'both'}`)],
  ];
  if (report.group_by) pairs.push([t('pdf.groupBy'), t(`groups.${report.group_by}`)]);
  sheet.fields(pairs, pairs.length);
  sheet.gap(6);
  if (report.truncated) {
    sheet.paragraph(t('pdf.truncated', { rows: report.rows.length }), { size: 8, color: MUTED });
  }
}

function chart(sheet: PdfSheet, input: ReportPdfInput, words: Words): void {
  const { report } = input;
  const { points, series } = report.chart;
  if (points.length === 0 || points.length > CHART_MAX_POINTS) return;
  const typeOf = (key: string) =>
    report.columns.find((column) => column.key === key)?.type ?? 'number';
  const labelOf = (key: string) =>
    report.columns.some((column) => column.key === key)
      ? words.t(`columns.${key}`)
      : words.t(`targets.${key}`);
  sheet.gap(4);
  drawBarChart(sheet, {
    series: series.map(labelOf),
    points,
    format: (value, index) => words.format.cell(typeOf(series[index] ?? ''), value),
  });
  sheet.gap(8);
}

async function table(
  sheet: PdfSheet,
  input: ReportPdfInput,
  words: Words,
  content: { headers: readonly string[]; cells: readonly string[][] },
): Promise<void> {
  const { report } = input;
  const { headers, cells } = content;
  const types = report.columns.map((column) => column.type);
  const shares = columnShares(
    sheet,
    types.map((type) => type !== 'text'),
    headers,
    cells.slice(0, SAMPLE_ROWS),
  );
  const columns: Column[] = headers.map((label, index) => ({
    label,
    width: shares[index] ?? 0,
    // Figures line up on the end side; text and dates read from the start.
    align: types[index] === 'text' || types[index] === 'date' ? 'start' : 'end',
  }));
  if (cells.length === 0) {
    sheet.paragraph(words.t('pdf.noRows'), { size: 10, color: MUTED });
    return;
  }
  const first = report.columns[0]?.key ?? 'group';
  const totals = report.columns.map((column) =>
    column.key === first
      ? words.t('total')
      : column.key in report.totals
        ? words.format.cell(column.type, report.totals[column.key])
        : '',
  );
  await sheet.table(columns, cells, { size: BODY_SIZE, maxLines: CELL_MAX_LINES, totals });
}

/** The finished PDF. */
export async function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const { report, language, organisation } = input;
  const format = reportFormat(language, report.currency, report.period.timezone);
  const words: Words = {
    t: (key, params) => translate(language, `reports:${key}` as TranslationKey, params),
    format,
  };
  const cells = report.rows.map((row) =>
    report.columns.map((column) => format.cell(column.type, row[column.key])),
  );
  const title = words.t(`catalogue.${report.key}.title`);
  const headers = reportExportColumns(report, language).map((column) => column.label);
  const { sheet, finish } = await createPdfDocument({
    language,
    title,
    author: organisation.name,
    accent: organisation.primaryColor,
    orientation: orientationFor(estimatedWidth(cells.slice(0, SAMPLE_ROWS), headers)),
    // Thousands of distinct dates and amounts: glyph by glyph is about four times faster.
    latin: 'plain',
  });
  const period = words.t('pdf.periodValue', {
    from: format.day(report.period.from),
    to: format.day(report.period.to),
    timezone: report.period.timezone,
  });
  sheet.letterhead(organisation, title, { text: period, size: 10, color: MUTED });
  filters(sheet, input, words);
  chart(sheet, input, words);
  await table(sheet, input, words, { headers, cells });
  const generated = words.t('pdf.generated', {
    date: format.dateTime(new Date(report.generated_at)),
  });
  sheet.footers(
    (page, pages) => words.t('pdf.page', { page, pages }),
    `${organisation.name} · ${title} · ${generated}`,
  );
  return finish();
}
