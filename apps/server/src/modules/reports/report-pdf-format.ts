/**
 * A report's values as printed in its PDF, in the caller's language: the XLSX's values (money in
 * units of the organisation's currency, durations in hours, shares in percent) written the way
 * the reader's locale writes numbers, money with its currency, dates and times in the
 * organisation's time zone. A missing value prints as a dash.
 */
import type { TReportColumn, TReportValue } from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import { exportValue } from './report-export.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const NO_VALUE = '—';

export interface ReportFormat {
  cell(type: TReportColumn['type'], value: TReportValue | undefined): string;
  /** A day (YYYY-MM-DD) as a date. */
  day(value: string): string;
  dateTime(value: Date): string;
}

/** The organisation's time zone, or UTC when the runtime does not know it. */
function knownTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

function moneyFormat(language: LanguageCode, currency: string): (amount: number) => string {
  try {
    const format = new Intl.NumberFormat(language, { style: 'currency', currency });
    return (amount) => format.format(amount);
  } catch {
    // An unknown currency code: the amount with the code beside it.
    const format = new Intl.NumberFormat(language, { minimumFractionDigits: 2 });
    return (amount) => `${format.format(amount)} ${currency}`;
  }
}

export function reportFormat(
  language: LanguageCode,
  currency: string,
  timeZone: string,
): ReportFormat {
  const zone = knownTimeZone(timeZone);
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const money = moneyFormat(language, currency);
  const dateTime = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zone,
  });
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const dayOf = (value: string) => day.format(new Date(`${value}T00:00:00Z`));

  function cell(type: TReportColumn['type'], value: TReportValue | undefined): string {
    if (value === null || value === undefined || value === '') return NO_VALUE;
    if (typeof value === 'string') {
      if (type !== 'date') return value;
      if (DAY.test(value)) return dayOf(value);
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? value : dateTime.format(date);
    }
    switch (type) {
      case 'money':
        return money(Number(exportValue(type, value)));
      case 'percent':
        // The share itself: the locale's percent format shows the XLSX's value (×100, 1 digit).
        return percent.format(value);
      default:
        return number.format(Number(exportValue(type, value)));
    }
  }

  return { cell, day: dayOf, dateTime: (value) => dateTime.format(value) };
}
