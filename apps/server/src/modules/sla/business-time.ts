/**
 * SLA clock arithmetic, pure: how far a business-hours clock moves between two instants, and when
 * it reaches a target. Working periods are wall-clock times in the calendar's IANA time zone, so
 * "08:00–18:00" stays 08:00–18:00 local across daylight-saving changes; holidays are local dates.
 * Offsets come from Intl.DateTimeFormat, the one time-zone database Node already carries.
 * A null calendar is the `always` clock: plain wall time.
 */

/** One opening interval of a weekday, "HH:MM" local ("24:00" = midnight at the end of the day). */
export interface WorkingPeriod {
  start: string;
  end: string;
}

export interface WorkingCalendar {
  /** IANA time zone, e.g. Europe/Paris. */
  timezone: string;
  /** Seven lists of periods, Sunday first; an empty list is a closed day. */
  week: readonly (readonly WorkingPeriod[])[];
  /** Closed local dates, 'YYYY-MM-DD'. */
  holidays: ReadonlySet<string>;
}

/** A local calendar date. */
interface LocalDay {
  year: number;
  month: number;
  day: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/**
 * Days walked at most before giving up on reaching a target: only a calendar whose every working
 * day is a holiday for years gets there, and then the wall clock is the sane answer.
 */
const MAX_DAYS_WALKED = 366 * 5;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timezone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timezone, formatter);
  }
  return formatter;
}

/** The local wall time of an instant, as if it were UTC (milliseconds). */
export function wallTimeOf(instant: number, timezone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timezone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** Local time minus UTC at this instant, in milliseconds (whole seconds). */
function offsetAt(instant: number, timezone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallTimeOf(whole, timezone) - whole;
}

/**
 * The instant of a local wall time. A time inside a spring-forward gap does not exist and comes
 * out shifted by the gap; one in the repeated hour of a fall-back maps to one of its two instants.
 * Working periods rarely start inside those hours, so neither case is worth more care.
 */
export function instantOfWallTime(wall: number, timezone: string): number {
  const firstGuess = wall - offsetAt(wall, timezone);
  const offset = offsetAt(firstGuess, timezone);
  const instant = wall - offset;
  return offsetAt(instant, timezone) === offset ? instant : wall - offsetAt(instant, timezone);
}

function localDayOf(instant: number, timezone: string): LocalDay {
  const wall = new Date(wallTimeOf(instant, timezone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

function nextDay(day: LocalDay): LocalDay {
  const next = new Date(Date.UTC(day.year, day.month - 1, day.day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

function isoDate(day: LocalDay): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`;
}

function minutesOf(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** The working periods of one local day as [start, end) instants, in order. */
function periodsOf(day: LocalDay, calendar: WorkingCalendar): [number, number][] {
  if (calendar.holidays.has(isoDate(day))) return [];
  const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
  const midnight = Date.UTC(day.year, day.month - 1, day.day);
  return (calendar.week[weekday] ?? [])
    .map((period): [number, number] => [
      instantOfWallTime(midnight + minutesOf(period.start) * MINUTE_MS, calendar.timezone),
      instantOfWallTime(midnight + minutesOf(period.end) * MINUTE_MS, calendar.timezone),
    ])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
}

/** True when the calendar has no working time in any week: its clock could never move. */
export function hasWorkingTime(calendar: WorkingCalendar): boolean {
  return calendar.week.some((periods) =>
    periods.some((period) => minutesOf(period.end) > minutesOf(period.start)),
  );
}

/**
 * The instant the clock reaches `seconds` of counted time from `start`. Started outside working
 * hours, it starts at the next opening; a target met exactly at a closing lands on the closing.
 */
export function addBusinessSeconds(
  start: Date,
  seconds: number,
  calendar: WorkingCalendar | null,
): Date {
  const origin = start.getTime();
  if (seconds <= 0) return new Date(origin);
  let remaining = seconds * 1000;
  if (!calendar || !hasWorkingTime(calendar)) return new Date(origin + remaining);

  let day = localDayOf(origin, calendar.timezone);
  for (let walked = 0; walked < MAX_DAYS_WALKED; walked += 1) {
    for (const [periodStart, periodEnd] of periodsOf(day, calendar)) {
      const from = Math.max(periodStart, origin);
      if (from >= periodEnd) continue;
      if (remaining <= periodEnd - from) return new Date(from + remaining);
      remaining -= periodEnd - from;
    }
    day = nextDay(day);
  }
  return new Date(origin + seconds * 1000);
}

export function addBusinessMinutes(
  start: Date,
  minutes: number,
  calendar: WorkingCalendar | null,
): Date {
  return addBusinessSeconds(start, minutes * 60, calendar);
}

/**
 * Counted seconds from `a` to `b` (negative when `b` is before `a`), whole seconds rounded down.
 * A calendar without working time counts wall time, like addBusinessSeconds.
 */
export function businessSecondsBetween(a: Date, b: Date, calendar: WorkingCalendar | null): number {
  const from = a.getTime();
  const to = b.getTime();
  if (to < from) return -businessSecondsBetween(b, a, calendar);
  if (!calendar || !hasWorkingTime(calendar)) return Math.floor((to - from) / 1000);

  let counted = 0;
  let day = localDayOf(from, calendar.timezone);
  // One more day than the span covers, for the local day that `b` falls on.
  const days = Math.ceil((to - from) / DAY_MS) + 2;
  for (let walked = 0; walked < days; walked += 1) {
    for (const [periodStart, periodEnd] of periodsOf(day, calendar)) {
      const overlap = Math.min(periodEnd, to) - Math.max(periodStart, from);
      if (overlap > 0) counted += overlap;
    }
    day = nextDay(day);
  }
  return Math.floor(counted / 1000);
}
