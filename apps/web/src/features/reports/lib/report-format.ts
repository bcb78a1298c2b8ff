/**
 * A report's cells in the reader's language, by column type: numbers and shares with
 * Intl.NumberFormat, durations as "3 h 20 min" (the dashboard's format), money from cents in
 * the organisation's currency, dates and times in the organisation's time zone. A missing value
 * is null and reads "No data", never 0 or NaN.
 */
import type { TFunction } from 'i18next';
import type { TReport, TReportColumn, TReportValue } from '@mainstay/contracts';
import { formatCount, formatDay, formatDuration, formatPercent } from '@/features/dashboards';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface CellFormat {
  language: string;
  currency: string;
  timezone: string;
  /** The dashboard's words, for the units of durations. */
  t: TFunction<'dashboards'>;
}

export function formatMoney(cents: number, language: string, currency: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
  } catch {
    // An unknown currency code: the amount with the code beside it.
    return `${new Intl.NumberFormat(language, { minimumFractionDigits: 2 }).format(cents / 100)} ${currency}`;
  }
}

export function formatDateTime(value: string, language: string, timeZone: string): string {
  if (DAY.test(value)) return formatDay(value, language, true);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  try {
    return new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
    }).format(date);
  } catch {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      date,
    );
  }
}

/** The cell as text; null (no data) when the value is missing. */
export function formatCell(
  type: TReportColumn['type'],
  value: TReportValue | undefined,
  format: CellFormat,
): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    return type === 'date' ? formatDateTime(value, format.language, format.timezone) : value;
  }
  switch (type) {
    case 'duration':
      return formatDuration(value, format.language, format.t);
    case 'money':
      return formatMoney(value, format.language, format.currency);
    case 'percent':
      return formatPercent(value, format.language);
    case 'text':
      return String(value);
    default:
      return formatCount(value, format.language);
  }
}

/** A column's header: the grouping's name for the group column, else the column's own. */
export function columnLabel(
  report: Pick<TReport, 'key' | 'group_by'>,
  key: string,
  t: TFunction<'reports'>,
): string {
  const group = report.key === 'contractors' ? 'contractor' : report.group_by;
  if (key === 'group' && group) return t(`groups.${group}`, { defaultValue: group });
  return t([`columns.${key}`, `targets.${key}`], { defaultValue: key });
}

/** Whether the column's values line up on the right (everything but text). */
export const isNumeric = (type: TReportColumn['type']) => type !== 'text' && type !== 'date';
