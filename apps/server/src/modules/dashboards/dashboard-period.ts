/**
 * The dashboard's period: a range resolved to days of the organisation's time zone, the period
 * of the same length just before it, and the step of the trend.
 */
import {
  DASHBOARD_MAX_DAYS,
  type TDashboardRange,
  type TServiceDashboard,
} from '@mainstay/contracts';
import { wallTimeOf } from '../sla/index.ts';

export type DashboardPeriod = TServiceDashboard['period'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's date ('YYYY-MM-DD') in the time zone. */
export function localToday(now: Date, timezone: string): string {
  return new Date(wallTimeOf(now.getTime(), timezone)).toISOString().slice(0, 10);
}

const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The day `days` after (before, when negative) `day`. */
export function addDays(day: string, days: number): string {
  return toDay(toTime(day) + days * DAY_MS);
}

/** Days from `from` to `to`, both included. */
export function dayCount(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS) + 1;
}

/** Days up to 31, weeks up to 26 weeks, months beyond. */
export function trendStep(days: number): DashboardPeriod['trend_step'] {
  if (days <= 31) return 'day';
  if (days <= 26 * 7) return 'week';
  return 'month';
}

/** The first day of the range, ending today (the ranges run up to and including today). */
function firstDay(range: Exclude<TDashboardRange, 'custom'>, today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const pad = (value: number) => String(value).padStart(2, '0');
  switch (range) {
    case 'today':
      return today;
    case '7d':
      return addDays(today, -6);
    case '30d':
      return addDays(today, -29);
    case 'month':
      return `${year}-${pad(month)}-01`;
    case 'quarter':
      return `${year}-${pad(month - ((month - 1) % 3))}-01`;
    case 'year':
      return `${year}-01-01`;
  }
}

export function resolvePeriod(
  query: { range: TDashboardRange; from?: string | undefined; to?: string | undefined },
  timezone: string,
  now: Date,
): DashboardPeriod {
  const today = localToday(now, timezone);
  const custom = query.range === 'custom' && query.from && query.to;
  const from = custom ? query.from! : firstDay(query.range as 'today', today);
  const to = custom ? query.to! : today;
  const days = Math.min(dayCount(from, to), DASHBOARD_MAX_DAYS + 1);
  return {
    range: query.range,
    from,
    to,
    previous_from: addDays(from, -days),
    previous_to: addDays(from, -1),
    timezone,
    trend_step: trendStep(days),
  };
}
