/**
 * Planned preventive maintenance. The public entry of this module: other modules, the seed and
 * the benches import only from here. So far: the occurrences of schedules (recurrence/).
 */
export {
  calendarTriggerOf,
  dayCalendarOf,
  dayNumber,
  diffOccurrences,
  dueAtOf,
  expandCalendar,
  intervalDaysOf,
  isoDateOf,
  localDayOf,
  nextFloating,
  planCalendar,
  rruleOf,
} from './recurrence/index.ts';
export type {
  DayCalendar,
  PlanRule,
  PlannedOccurrence,
  RawOccurrence,
} from './recurrence/index.ts';
