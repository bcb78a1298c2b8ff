/**
 * Local calendar dates as day numbers (days since 1970-01-01), so that a schedule's arithmetic is
 * integer arithmetic with no time zone in it: an occurrence is a date of the organisation's
 * calendar, and only its due instant (the end of that day in the organisation's time zone) meets
 * a clock. Daylight-saving changes therefore move no occurrence.
 */
import { instantOfWallTime, wallTimeOf } from '../../sla/index.ts';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function dayOf(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

/** The day number of a YYYY-MM-DD date (validated by the contract before it gets here). */
export function dayNumber(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  return dayOf(Number(match[1]), Number(match[2]), Number(match[3]));
}

export function isoDateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export interface YearMonthDay {
  year: number;
  month: number;
  day: number;
}

export function partsOf(day: number): YearMonthDay {
  const date = new Date(day * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** 0 = Monday ... 6 = Sunday (1970-01-01 was a Thursday). */
export function weekdayOf(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}

/** 0 = Sunday ... 6 = Saturday, the order of the working calendar's week. */
export function sundayFirstWeekdayOf(day: number): number {
  return (weekdayOf(day) + 1) % 7;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Months since January 1970, for counting monthly periods. */
export function monthIndexOf(year: number, month: number): number {
  return year * 12 + (month - 1);
}

export function yearMonthOf(monthIndex: number): { year: number; month: number } {
  return { year: Math.floor(monthIndex / 12), month: (monthIndex % 12) + 1 };
}

/** The local date of an instant in a time zone. */
export function localDayOf(instant: Date, timezone: string): number {
  return Math.floor(wallTimeOf(instant.getTime(), timezone) / DAY_MS);
}

/** The first instant of a local day in a time zone (its midnight, or the first time after a gap). */
export function startOfLocalDay(day: number, timezone: string): Date {
  return new Date(instantOfWallTime(day * DAY_MS, timezone));
}

/**
 * When an occurrence is due: the last second of its local day (23:59:59 in the organisation's
 * time zone, whatever its offset that day).
 */
export function dueAtOf(day: number, timezone: string): Date {
  return new Date(startOfLocalDay(day + 1, timezone).getTime() - 1000);
}
