/**
 * A schedule's occurrences in a window, as the generation ledger records them: each raw
 * occurrence of its calendar trigger, bounded by the end date or count, then skipped (every nth,
 * out of season, on a non-working day when the schedule says so) or moved to the working day
 * before or after. Two occurrences moved onto one day make one task (the later is `merged`).
 * Floating triggers have one next occurrence: N days after the last completion.
 */
import type { TPpmCalendarTrigger, TPpmRule, TPpmSkipReason } from '@mainstay/contracts';
import { expandCalendar } from './calendar-rule.ts';
import { dayNumber, isoDateOf, partsOf, sundayFirstWeekdayOf } from './local-date.ts';

/** The working days of the organisation's calendar. */
export interface DayCalendar {
  /** A closed day: a public holiday or one of the organisation's closures. */
  isHoliday(day: number): boolean;
  /** A day of the working week (whatever its holidays). */
  isWorkingWeekday(day: number): boolean;
}

/** The working calendar of the SLA engine as days: open weekdays and closed dates. */
export function dayCalendarOf(calendar: {
  week: readonly (readonly unknown[])[];
  holidays: ReadonlySet<string>;
}): DayCalendar {
  return {
    isHoliday: (day) => calendar.holidays.has(isoDateOf(day)),
    isWorkingWeekday: (day) => (calendar.week[sundayFirstWeekdayOf(day)]?.length ?? 0) > 0,
  };
}

export interface PlannedOccurrence {
  index: number;
  /** The date the rule gives. */
  nominal: string;
  /** The date the task is due (moved off a non-working day), or null when skipped. */
  date: string | null;
  skipped: TPpmSkipReason | null;
}

/** How far a move looks for a working day before giving up (then the day is kept). */
const MOVE_LIMIT_DAYS = 60;

export type PlanRule = Pick<
  TPpmRule,
  'start_date' | 'end_date' | 'occurrence_count' | 'non_working_day' | 'skip_every_nth' | 'seasons'
>;

export function calendarTriggerOf(rule: Pick<TPpmRule, 'triggers'>): TPpmCalendarTrigger | null {
  for (const trigger of rule.triggers) if (trigger.type === 'calendar') return trigger;
  return null;
}

function inSeason(day: number, seasons: PlanRule['seasons']): boolean {
  if (seasons.length === 0) return true;
  const { month, day: date } = partsOf(day);
  const here = month * 100 + date;
  return seasons.some(({ from, to }) => {
    const start = Number(from.replace('-', ''));
    const end = Number(to.replace('-', ''));
    return start <= end ? here >= start && here <= end : here >= start || here <= end;
  });
}

function closedReason(day: number, calendar: DayCalendar): TPpmSkipReason | null {
  if (calendar.isHoliday(day)) return 'holiday';
  if (!calendar.isWorkingWeekday(day)) return 'non_working_day';
  return null;
}

function moved(day: number, step: 1 | -1, calendar: DayCalendar): number {
  for (let next = day + step, walked = 1; walked <= MOVE_LIMIT_DAYS; next += step, walked += 1) {
    if (closedReason(next, calendar) === null) return next;
  }
  return day;
}

/**
 * The occurrences of a calendar schedule whose date (or, when skipped, nominal date) falls in
 * [from, to], both YYYY-MM-DD.
 */
export function planCalendar(
  trigger: TPpmCalendarTrigger,
  rule: PlanRule,
  calendar: DayCalendar,
  from: string,
  to: string,
): PlannedOccurrence[] {
  const fromDay = dayNumber(from);
  const toDay = dayNumber(to);
  const start = dayNumber(rule.start_date);
  let last = toDay + MOVE_LIMIT_DAYS;
  if (rule.end_date !== null) last = Math.min(last, dayNumber(rule.end_date));
  const raw = expandCalendar(trigger, start, fromDay - MOVE_LIMIT_DAYS, last);
  const taken = new Set<number>();
  const out: PlannedOccurrence[] = [];
  for (const { index, day } of raw) {
    if (rule.occurrence_count !== null && index > rule.occurrence_count) break;
    const planned = planDay(index, day, rule, calendar);
    const dayOfTask = planned.date === null ? null : dayNumber(planned.date);
    if (dayOfTask !== null) {
      if (taken.has(dayOfTask)) {
        planned.date = null;
        planned.skipped = 'merged';
      } else taken.add(dayOfTask);
    }
    const shown = dayOfTask ?? day;
    if (shown >= fromDay && shown <= toDay) out.push(planned);
  }
  return out;
}

/** One occurrence on `day`: skipped (and why), kept, or moved off a closed day. */
export function planDay(
  index: number,
  day: number,
  rule: PlanRule,
  calendar: DayCalendar,
): PlannedOccurrence {
  const occurrence: PlannedOccurrence = {
    index,
    nominal: isoDateOf(day),
    date: null,
    skipped: null,
  };
  if (rule.skip_every_nth !== null && index % rule.skip_every_nth === 0) {
    occurrence.skipped = 'skip_nth';
    return occurrence;
  }
  if (!inSeason(day, rule.seasons)) {
    occurrence.skipped = 'season';
    return occurrence;
  }
  const closed = closedReason(day, calendar);
  if (closed === null || rule.non_working_day === 'keep') {
    occurrence.date = occurrence.nominal;
  } else if (rule.non_working_day === 'skip') {
    occurrence.skipped = closed;
  } else {
    occurrence.date = isoDateOf(
      moved(day, rule.non_working_day === 'move_after' ? 1 : -1, calendar),
    );
  }
  return occurrence;
}

/**
 * A floating trigger's next occurrence: N days after the last completion (the local date it was
 * completed), or the start date before the first. A late completion moves every later one.
 */
export function nextFloating(
  daysAfterCompletion: number,
  rule: Pick<PlanRule, 'start_date'>,
  lastCompletion: string | null,
): string {
  if (lastCompletion === null) return rule.start_date;
  const next = dayNumber(lastCompletion) + daysAfterCompletion;
  return isoDateOf(Math.max(next, dayNumber(rule.start_date)));
}

/** What a change of rule does to the occurrences of a window: the task dates added and removed. */
export function diffOccurrences(
  before: readonly PlannedOccurrence[],
  after: readonly PlannedOccurrence[],
): { added: string[]; removed: string[] } {
  const datesOf = (list: readonly PlannedOccurrence[]) =>
    new Set(list.flatMap((occurrence) => (occurrence.date === null ? [] : [occurrence.date])));
  const old = datesOf(before);
  const next = datesOf(after);
  return {
    added: [...next].filter((date) => !old.has(date)).sort(),
    removed: [...old].filter((date) => !next.has(date)).sort(),
  };
}
