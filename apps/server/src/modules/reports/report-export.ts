/**
 * A report as CSV or XLSX through the export writer: headers in the caller's language, money in
 * units of the organisation's currency, durations in hours, shares in percent, dates as ISO
 * instants; named after the report and its period ("sla-2025-03-01-2025-03-31").
 */
import type { TReport, TReportColumn, TReportValue } from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import { translate } from '../../lib/translate.ts';
import type { ExportColumn } from '../imports/index.ts';

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** A cell for a spreadsheet: numbers stay numbers, in readable units. */
export function exportValue(type: TReportColumn['type'], value: TReportValue): TReportValue {
  if (typeof value !== 'number') return value;
  switch (type) {
    case 'money':
      return round(value / 100, 2);
    case 'duration':
      return round(value / 3600, 2);
    case 'percent':
      return round(value * 100, 1);
    default:
      return value;
  }
}

/** The column's header; units are named (hours, %, the currency). */
export function reportExportColumns(report: TReport, language: LanguageCode): ExportColumn[] {
  const group = report.key === 'contractors' ? 'contractor' : report.group_by;
  return report.columns.map((column) => {
    const label =
      column.key === 'group' && group
        ? translate(language, `reports:groups.${group}`)
        : translate(language, `reports:columns.${column.key}`);
    const unit =
      column.type === 'money'
        ? report.currency
        : column.type === 'duration'
          ? translate(language, 'reports:units.hours')
          : column.type === 'percent'
            ? '%'
            : null;
    return { key: column.key, label: unit ? `${label} (${unit})` : label };
  });
}

export function reportExportRows(report: TReport, language: LanguageCode) {
  const cells = (row: Record<string, TReportValue>) =>
    Object.fromEntries(
      report.columns.map((column) => [
        column.key,
        exportValue(column.type, row[column.key] ?? null),
      ]),
    );
  const first = report.columns[0]?.key ?? 'group';
  const totals = { ...cells(report.totals), [first]: translate(language, 'reports:total') };
  return [...report.rows.map(cells), totals];
}

export function reportFilename(report: TReport, language: LanguageCode): string {
  const title = translate(language, `reports:catalogue.${report.key}.file`);
  return `${title}-${report.period.from}-${report.period.to}`;
}
