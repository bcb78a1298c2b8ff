/**
 * A calendar trigger's raw occurrences: the dates its rule gives from the schedule's start, each
 * with its index (1 for the first), before the working calendar, seasons and bounds apply. The
 * index of any occurrence is computed, not counted, so a window two years after the start costs
 * the same as the first week. The rule's RFC 5545 text (`rruleOf`) gives the same dates (the
 * tests check it against an RRULE implementation).
 */
import {
  PPM_WEEKDAY_VALUES,
  type TPpmCalendarTrigger,
  type TPpmWeekday,
} from '@mainstay/contracts';
import { dayOf, daysInMonth, monthIndexOf, partsOf, weekdayOf, yearMonthOf } from './local-date.ts';

export interface RawOccurrence {
  /** 1 for the first occurrence of the schedule. */
  index: number;
  day: number;
}

const weekdayNumber = (weekday: TPpmWeekday) => PPM_WEEKDAY_VALUES.indexOf(weekday);

/** The date a monthly or yearly rule gives in one month. */
function dayInMonth(rule: TPpmCalendarTrigger, year: number, month: number): number {
  const length = daysInMonth(year, month);
  if (rule.month_mode === 'last_day') return dayOf(year, month, length);
  if (rule.month_mode === 'nth_weekday') {
    const target = weekdayNumber(rule.weekday ?? 'mo');
    const week = rule.week_of_month ?? 1;
    if (week === -1) {
      const last = dayOf(year, month, length);
      return last - ((weekdayOf(last) - target + 7) % 7);
    }
    const first = dayOf(year, month, 1);
    return first + ((target - weekdayOf(first) + 7) % 7) + (week - 1) * 7;
  }
  // 29 to 31 become the last day of a shorter month.
  return dayOf(year, month, Math.min(rule.month_day ?? 1, length));
}

/** Raw occurrences with dates in [from, to], in order. */
export function expandCalendar(
  rule: TPpmCalendarTrigger,
  start: number,
  from: number,
  to: number,
): RawOccurrence[] {
  const lower = Math.max(from, start);
  if (to < lower) return [];
  switch (rule.frequency) {
    case 'daily':
      return expandDaily(rule.interval, start, lower, to);
    case 'weekly':
      return expandWeekly(rule, start, lower, to);
    case 'monthly':
    case 'yearly':
      return expandMonthly(rule, start, lower, to);
  }
}

function expandDaily(interval: number, start: number, from: number, to: number): RawOccurrence[] {
  const out: RawOccurrence[] = [];
  let k = Math.ceil((from - start) / interval);
  for (let day = start + k * interval; day <= to; day += interval, k += 1) {
    out.push({ index: k + 1, day });
  }
  return out;
}

function expandWeekly(
  rule: TPpmCalendarTrigger,
  start: number,
  from: number,
  to: number,
): RawOccurrence[] {
  const days = [...new Set(rule.weekdays.map(weekdayNumber))].sort((a, b) => a - b);
  const startWeek = start - weekdayOf(start);
  /** Occurrences in the start's week (those on or after the start). */
  const inFirstWeek = days.filter((weekday) => startWeek + weekday >= start).length;
  const out: RawOccurrence[] = [];
  const firstPeriod = Math.max(0, Math.floor((from - startWeek) / 7 / rule.interval));
  for (let period = firstPeriod; ; period += 1) {
    const weekStart = startWeek + period * rule.interval * 7;
    if (weekStart > to) break;
    const before = period === 0 ? 0 : inFirstWeek + (period - 1) * days.length;
    let position = 0;
    for (const weekday of days) {
      const day = weekStart + weekday;
      if (day < start) continue;
      position += 1;
      if (day >= from && day <= to) out.push({ index: before + position, day });
    }
  }
  return out;
}

function expandMonthly(
  rule: TPpmCalendarTrigger,
  start: number,
  from: number,
  to: number,
): RawOccurrence[] {
  const step = rule.frequency === 'yearly' ? rule.interval * 12 : rule.interval;
  const startParts = partsOf(start);
  // A yearly rule's periods start in its month of the start's year.
  const firstMonth =
    rule.frequency === 'yearly'
      ? monthIndexOf(startParts.year, rule.month ?? startParts.month)
      : monthIndexOf(startParts.year, startParts.month);
  const dayOfPeriod = (period: number) => {
    const { year, month } = yearMonthOf(firstMonth + period * step);
    return dayInMonth(rule, year, month);
  };
  // The first period's date may fall before the start (then the second period is the first).
  const skipFirst = dayOfPeriod(0) < start ? 1 : 0;
  const fromParts = partsOf(from);
  let period = Math.max(
    0,
    Math.floor((monthIndexOf(fromParts.year, fromParts.month) - firstMonth) / step) - 1,
  );
  const out: RawOccurrence[] = [];
  for (; ; period += 1) {
    const day = dayOfPeriod(period);
    if (day > to) break;
    if (period < skipFirst || day < from) continue;
    out.push({ index: period - skipFirst + 1, day });
  }
  return out;
}

const BYDAY = (weekday: TPpmWeekday) => weekday.toUpperCase();

/**
 * The rule as RFC 5545 text. A day of the month from 29 is written as the last of the days from
 * 28 up to it that the month has (BYSETPOS=-1), which is exactly "that day, or the month's last".
 */
export function rruleOf(
  rule: TPpmCalendarTrigger,
  bounds: { start: string; end: string | null; count: number | null },
): string {
  const parts = [`FREQ=${rule.frequency.toUpperCase()}`, `INTERVAL=${rule.interval}`];
  if (rule.frequency === 'weekly') {
    const days = PPM_WEEKDAY_VALUES.filter((day) => rule.weekdays.includes(day));
    parts.push(`BYDAY=${days.map(BYDAY).join(',')}`, 'WKST=MO');
  }
  if (rule.frequency === 'yearly') parts.push(`BYMONTH=${rule.month ?? 1}`);
  if (rule.frequency === 'monthly' || rule.frequency === 'yearly') {
    if (rule.month_mode === 'last_day') parts.push('BYMONTHDAY=-1');
    else if (rule.month_mode === 'nth_weekday') {
      parts.push(`BYDAY=${rule.week_of_month ?? 1}${BYDAY(rule.weekday ?? 'mo')}`);
    } else {
      const monthDay = rule.month_day ?? 1;
      if (monthDay <= 28) parts.push(`BYMONTHDAY=${monthDay}`);
      else {
        const days = Array.from({ length: monthDay - 27 }, (_, i) => 28 + i);
        parts.push(`BYMONTHDAY=${days.join(',')}`, 'BYSETPOS=-1');
      }
    }
  }
  if (bounds.count !== null) parts.push(`COUNT=${bounds.count}`);
  else if (bounds.end !== null) parts.push(`UNTIL=${bounds.end.replaceAll('-', '')}`);
  return `DTSTART;VALUE=DATE:${bounds.start.replaceAll('-', '')}\nRRULE:${parts.join(';')}`;
}

/** The nominal length of one period in days (the compliance grace is a share of it). */
export function intervalDaysOf(rule: TPpmCalendarTrigger): number {
  const perUnit = { daily: 1, weekly: 7, monthly: 30.4375, yearly: 365.25 }[rule.frequency];
  const perPeriod = rule.frequency === 'weekly' ? 7 / Math.max(1, rule.weekdays.length) : perUnit;
  return perPeriod * rule.interval;
}
