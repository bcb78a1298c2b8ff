/**
 * Planned preventive maintenance. The public entry of this module: other modules, the seed and
 * the benches import only from here. So far: the occurrences of schedules (recurrence/, pure
 * date arithmetic, no database).
 */
export { expandCalendar, intervalDaysOf, rruleOf } from './recurrence/calendar-rule.ts';
export type { RawOccurrence } from './recurrence/calendar-rule.ts';
export { dayNumber, dueAtOf, isoDateOf, localDayOf } from './recurrence/local-date.ts';
export {
  calendarTriggerOf,
  dayCalendarOf,
  diffOccurrences,
  nextFloating,
  planCalendar,
} from './recurrence/plan.ts';
export type { DayCalendar, PlanRule, PlannedOccurrence } from './recurrence/plan.ts';
