/**
 * Planned preventive maintenance: schedules, their generation ledger and the job that makes PPM
 * tasks (tickets of kind `ppm`), and the occurrence engine (recurrence/, pure date arithmetic).
 * The public entry of this module: other modules, the seed and the benches import only from here.
 */
export { ppmModule } from './ppm.module.ts';
export { generatePpmTasks, type GenerateResult } from './ppm-generate.ts';
export { ppmTicketHooks } from './ppm-completion.ts';
export { intervalOf, leadDaysOf, planSchedule } from './schedule-plan.ts';
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
