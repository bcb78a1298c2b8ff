/**
 * Reports (/v1/reports): a catalogue of tables over the tickets the caller may see, each
 * computed in the database for one period (the dashboard's filter) and exported as CSV, XLSX or
 * a printable PDF.
 * Every report answers the same shape: typed columns, rows, totals and one simple chart. Labels
 * in rows (buildings, priorities, "No category") come in the caller's language. Formulas:
 * docs/kpis.md ("Reports").
 */
import { z } from 'zod';
import { DASHBOARD_PERIOD_FIELDS, DASHBOARD_RANGES, checkPeriod } from '../dashboards/index.ts';
import { EXPORT_FORMATS } from '../imports/export.ts';
import type { TTicketKind } from '../tickets/fields.ts';
import { v } from '../validation.ts';

/** The reports, in the catalogue's order. */
export const REPORT_KEYS = [
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
] as const;
export type TReportKey = (typeof REPORT_KEYS)[number];

/**
 * How the reports group their rows (the SLA breaches and contractors reports have one shape).
 * `category` is the ticket's category, `asset_category` the asset's, `status` the asset's;
 * `team` the teams of the person (workload); the asset register's `asset` is its list.
 */
export const REPORT_GROUPINGS = {
  tickets: ['building', 'category', 'priority', 'assignee'],
  mttr: ['asset', 'category'],
  mtbf: ['asset', 'asset_category'],
  cost: ['building', 'asset', 'category', 'month'],
  workload: ['assignee', 'team'],
  feedback: ['building', 'assignee', 'rating'],
  assets: ['asset', 'building', 'asset_category', 'status'],
  ppm_compliance: ['month', 'building', 'schedule', 'assignee'],
  planned_reactive: ['month', 'building'],
  ppm_backlog: ['building', 'schedule', 'assignee'],
} as const satisfies Partial<Record<TReportKey, readonly string[]>>;
export type TReportGroupBy = (typeof REPORT_GROUPINGS)[keyof typeof REPORT_GROUPINGS][number];

/**
 * Reports over fixed kinds of work whatever the `kind` filter says (PM compliance and backlog:
 * PPM tasks; planned vs reactive: PPM tasks and reactive tickets).
 */
export const REPORT_FIXED_KINDS = {
  ppm_compliance: ['ppm'],
  planned_reactive: ['ppm', 'reactive'],
  ppm_backlog: ['ppm'],
} as const satisfies Partial<Record<TReportKey, readonly TTicketKind[]>>;

/** The kinds a report is fixed to, if any. */
export function fixedKindsOf(key: TReportKey): readonly TTicketKind[] | undefined {
  return (REPORT_FIXED_KINDS as Partial<Record<TReportKey, readonly TTicketKind[]>>)[key];
}

/**
 * The most rows a report answers (the SLA breaches, MTBF per asset and the asset register);
 * `truncated` says so.
 */
export const REPORT_MAX_ROWS = 2000;

export const REPORT_COLUMN_TYPES = [
  'text',
  'number',
  'duration',
  'money',
  'percent',
  'date',
] as const;
export type TReportColumnType = (typeof REPORT_COLUMN_TYPES)[number];

export const ZReportParams = z.object({ key: z.string().min(1).max(40) });

/**
 * The dashboard's period filter, building and kind, and the report's grouping (each report
 * takes the groupings of REPORT_GROUPINGS; another answers 422, none its first).
 */
export const ZReportQuery = z
  .object({
    ...DASHBOARD_PERIOD_FIELDS,
    group_by: z
      .enum(
        [
          'building',
          'category',
          'priority',
          'assignee',
          'asset',
          'month',
          'rating',
          'asset_category',
          'team',
          'status',
          'schedule',
        ] as const,
        v('reports.groupByOneOf'),
      )
      .optional()
      .describe(
        "The report's grouping (tickets, mttr, mtbf, cost, workload, feedback, assets, ppm_compliance, planned_reactive, ppm_backlog)",
      ),
  })
  .superRefine(checkPeriod);
export type TReportQuery = z.input<typeof ZReportQuery>;

/** A report exports as the lists do (CSV, XLSX), and as a printable PDF besides. */
export const REPORT_EXPORT_FORMATS = [...EXPORT_FORMATS, 'pdf'] as const;
export const ZReportExportFormat = z.enum(REPORT_EXPORT_FORMATS, v('reports.formatOneOf'));
export type TReportExportFormat = z.infer<typeof ZReportExportFormat>;

export const ZReportExportQuery = z
  .object({ ...ZReportQuery.shape, format: ZReportExportFormat.default('csv') })
  .superRefine(checkPeriod);
export type TReportExportQuery = z.input<typeof ZReportExportQuery>;

export const ZReportColumn = z.object({
  key: z.string(),
  type: z.enum(REPORT_COLUMN_TYPES),
});
export type TReportColumn = z.infer<typeof ZReportColumn>;

/** A cell: text and dates as strings, numbers, seconds, cents and shares (0..1) as numbers. */
export const ZReportValue = z.union([z.string(), z.number(), z.null()]);
export type TReportValue = z.infer<typeof ZReportValue>;

export const ZReportCatalogueItem = z.object({
  key: z.enum(REPORT_KEYS),
  /** The groupings it offers, the first being the default. */
  group_by: z.array(z.string()),
});

export const ZReportCatalogue = z
  .object({ items: z.array(ZReportCatalogueItem) })
  .meta({ id: 'ReportCatalogue' });
export type TReportCatalogue = z.infer<typeof ZReportCatalogue>;

export const ZReport = z
  .object({
    key: z.enum(REPORT_KEYS),
    group_by: z.string().nullable(),
    period: z.object({
      range: z.enum(DASHBOARD_RANGES),
      from: z.iso.date(),
      to: z.iso.date(),
      timezone: z.string(),
    }),
    /** The organisation's currency (ticket settings), for money columns (in cents). */
    currency: z.string(),
    columns: z.array(ZReportColumn),
    rows: z.array(z.record(z.string(), ZReportValue)),
    /** Per column, the total (sums, or the overall mean or share); absent when meaningless. */
    totals: z.record(z.string(), ZReportValue),
    truncated: z.boolean(),
    /** One bar chart: a value column per label column, from the rows. */
    chart: z.object({
      label: z.string(),
      series: z.array(z.string()),
      points: z.array(z.object({ label: z.string(), values: z.array(z.number().nullable()) })),
    }),
    generated_at: z.iso.datetime(),
  })
  .meta({ id: 'Report' });
export type TReport = z.infer<typeof ZReport>;
