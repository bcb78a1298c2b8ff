/** Occurrences of planned maintenance schedules: pure date arithmetic, no database. */
export { expandCalendar, intervalDaysOf, rruleOf } from './calendar-rule.ts';
export type { RawOccurrence } from './calendar-rule.ts';
export { dayNumber, dueAtOf, isoDateOf, localDayOf } from './local-date.ts';
export {
  calendarTriggerOf,
  dayCalendarOf,
  diffOccurrences,
  nextFloating,
  planCalendar,
} from './plan.ts';
export type { DayCalendar, PlanRule, PlannedOccurrence } from './plan.ts';
