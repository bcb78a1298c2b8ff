/**
 * SLA: policies, the working calendar, deadlines and the sla.check job.
 * The public entry of this module: other modules, the seed and app.ts import only from here.
 */
export { measureBusinessSeconds, netBusinessSeconds } from './sla-business-seconds.ts';
export type { StatusMove } from './sla-business-seconds.ts';
export { backfillBusinessSeconds } from './business-seconds-backfill.job.ts';
export {
  addBusinessSeconds,
  hasWorkingTime,
  instantOfWallTime,
  wallTimeOf,
} from './business-time.ts';
export { loadCalendar } from './sla-calendar.ts';
export { computeDeadlines } from './sla-deadlines.ts';
export { ensureDefaultSlaPolicies } from './sla-policies.service.ts';
export { workersOf } from './sla-recipients.ts';
export { slaModule, slaTicketHooks } from './sla.module.ts';
