/**
 * What one report request covers: the service dashboard's scope (the tickets the caller may see,
 * narrowed to a building and a kind, the period in the organisation's days), the grouping, the
 * caller's language and the organisation's currency.
 */
import type { TReportColumn, TReportGroupBy, TReportKey, TReportValue } from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import type { Permission } from '@mainstay/permissions';
import type { Executor } from '../../db/client.ts';
import type { DashboardScope } from '../dashboards/index.ts';

export interface ReportContext {
  executor: Executor;
  scope: DashboardScope;
  groupBy: TReportGroupBy | null;
  /** The building filter, when given. */
  buildingId: string | undefined;
  language: LanguageCode;
  currency: string;
}

export type ReportRow = Record<string, TReportValue>;

export interface ReportResult {
  rows: ReportRow[];
  totals: ReportRow;
  truncated?: boolean;
  /** The chart's points when they are not the rows themselves (the SLA breaches per priority). */
  chart?: { label: string; values: (number | null)[] }[];
}

export interface ReportDefinition {
  key: TReportKey;
  /** The groupings offered, the first the default; none when the report has one shape. */
  groupings: readonly TReportGroupBy[];
  /** Permissions besides read report (a report over assets needs read assets). */
  needs: readonly Permission[];
  columns: (groupBy: TReportGroupBy | null) => TReportColumn[];
  /** The chart: its label column and value columns. */
  chart: (groupBy: TReportGroupBy | null) => { label: string; series: string[] };
  run: (context: ReportContext) => Promise<ReportResult>;
}

/** Columns from a compact list: `['group', 'text'], ['created', 'number']`. */
export const columnsOf = (...list: [string, TReportColumn['type']][]): TReportColumn[] =>
  list.map(([key, type]) => ({ key, type }));

/** A number from the database (counts and sums can come as strings), or null. */
export const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
