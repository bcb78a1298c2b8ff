/**
 * A schedule's occurrences in a window, from all its time triggers. A calendar trigger gives its
 * series; a floating trigger gives one occurrence, N days after the last task was done (or the
 * start date before the first), and none while a task is open. Combined:
 * - `first` (whichever comes first): the calendar series, and the floating date when it comes
 *   before the next calendar occurrence;
 * - `all` (when every trigger is due): the calendar occurrences on or after the floating date.
 * Meter triggers are not in time: readings decide them. Every occurrence meets the working
 * calendar (skipped or moved) the same way.
 */
import { PPM_DEFAULT_LEAD_DAYS, type TPpmRule } from '@mainstay/contracts';
import { intervalDaysOf } from './recurrence/calendar-rule.ts';
import { dayNumber } from './recurrence/local-date.ts';
import {
  calendarTriggerOf,
  nextFloating,
  planCalendar,
  planDay,
  type DayCalendar,
  type PlannedOccurrence,
} from './recurrence/plan.ts';

export interface FloatingState {
  /** The local date the last task was done or closed; null before the first. */
  lastDone: string | null;
  /** True while a task of the schedule is open (a floating trigger waits for it). */
  open: boolean;
  /** Occurrences already in the ledger (the floating one's index is the next). */
  reached: number;
}

const floatingTriggerOf = (rule: TPpmRule) =>
  rule.triggers.find((trigger) => trigger.type === 'floating') ?? null;

function floatingOccurrence(
  rule: TPpmRule,
  calendar: DayCalendar,
  state: FloatingState,
): PlannedOccurrence | null {
  const trigger = floatingTriggerOf(rule);
  if (!trigger || state.open) return null;
  const date = nextFloating(trigger.days_after_completion, rule, state.lastDone);
  if (rule.end_date !== null && date > rule.end_date) return null;
  if (rule.occurrence_count !== null && state.reached >= rule.occurrence_count) return null;
  return planDay(state.reached + 1, dayNumber(date), rule, calendar);
}

const shownDate = (occurrence: PlannedOccurrence) => occurrence.date ?? occurrence.nominal;

export function planSchedule(
  rule: TPpmRule,
  calendar: DayCalendar,
  from: string,
  to: string,
  floating: FloatingState,
): PlannedOccurrence[] {
  const trigger = calendarTriggerOf(rule);
  const series = trigger ? planCalendar(trigger, rule, calendar, from, to) : [];
  const next = floatingOccurrence(rule, calendar, floating);
  if (!next) return floatingTriggerOf(rule) && rule.combine === 'all' ? [] : series;
  // The floating date is due whenever it is reached, even if it fell before the window (a late
  // completion, or a short interval inside the lead time): the ledger keeps it from being made twice.
  if (!trigger) return shownDate(next) <= to ? [next] : [];
  if (rule.combine === 'all') return series.filter((one) => shownDate(one) >= next.nominal);
  const firstCalendar = series.find((one) => one.date !== null);
  const date = shownDate(next);
  const before = !firstCalendar || date < shownDate(firstCalendar);
  if (!before || date > to) return series;
  return [next, ...series].sort((a, b) => shownDate(a).localeCompare(shownDate(b)));
}

/** The days between occurrences, for the compliance grace (a floating trigger's N days). */
export function intervalOf(rule: TPpmRule): number {
  const trigger = calendarTriggerOf(rule);
  if (trigger) return intervalDaysOf(trigger);
  return floatingTriggerOf(rule)?.days_after_completion ?? 30;
}

/** Days ahead a task is made: the rule's, else by the calendar trigger's frequency. */
export function leadDaysOf(rule: TPpmRule): number {
  if (rule.lead_time_days !== null) return rule.lead_time_days;
  const trigger = calendarTriggerOf(rule);
  return PPM_DEFAULT_LEAD_DAYS[trigger?.frequency ?? 'other'];
}
