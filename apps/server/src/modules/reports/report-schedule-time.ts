/**
 * When a schedule runs next: the first occurrence after an instant of its frequency (every day,
 * a day of the week, or a day of the month, the month's last day standing for 29 to 31 in a
 * shorter month) at its hour of the organisation's time zone, within its first and last day.
 * Wall times follow daylight saving: 07:00 stays 07:00 local all year.
 */
import type { TReportScheduleFrequency } from '@mainstay/contracts';
import { instantOfWallTime, wallTimeOf } from '../sla/index.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Far enough for a monthly schedule on the 31st; a last day in the past stops sooner. */
const MAX_DAYS = 400;

export interface ScheduleRule {
  frequency: TReportScheduleFrequency;
  dayOfWeek: number | null;
  dayOfMonth: number | null;
  hour: number;
  startsOn: string | null;
  endsOn: string | null;
}

const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`);

function daysInMonth(day: Date): number {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0)).getUTCDate();
}

function runsOn(rule: ScheduleRule, day: Date): boolean {
  switch (rule.frequency) {
    case 'daily':
      return true;
    case 'weekly':
      return day.getUTCDay() === rule.dayOfWeek;
    case 'monthly':
      return day.getUTCDate() === Math.min(rule.dayOfMonth ?? 1, daysInMonth(day));
  }
}

/** The first run strictly after `after`, or null when the schedule has no run left. */
export function nextRunAfter(rule: ScheduleRule, timezone: string, after: Date): Date | null {
  const wall = new Date(wallTimeOf(after.getTime(), timezone));
  let day = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  if (rule.startsOn) day = Math.max(day, dayStart(rule.startsOn));
  const last = rule.endsOn ? dayStart(rule.endsOn) : Number.POSITIVE_INFINITY;
  for (let walked = 0; walked < MAX_DAYS && day <= last; walked += 1, day += DAY_MS) {
    if (!runsOn(rule, new Date(day))) continue;
    const instant = instantOfWallTime(day + rule.hour * HOUR_MS, timezone);
    if (instant > after.getTime()) return new Date(instant);
  }
  return null;
}
