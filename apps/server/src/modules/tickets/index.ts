/**
 * Tickets: the core of the product (every kind: reactive, general and PPM tasks; the lifecycle, work records, My Jobs).
 * The public entry of this module: other modules, the seed and app.ts import only from here.
 */
export {
  ensureDefaultTicketCategories,
  syncDefaultTicketCategories,
} from './core/ticket-categories.ts';
export { markPpmTaskMissed, openPpmTask, type PpmTaskInput } from './core/ppm-task.ts';
export { openTicketOnBehalf } from './core/ticket-on-behalf.ts';
export { checkTicketReferences, type TicketReferences } from './core/ticket-references.ts';
export type { TicketOnBehalf, TicketOnBehalfDeps } from './core/ticket-on-behalf.ts';
export { changeTicketStatus } from './core/ticket-status.ts';
export {
  seesEveryTicket,
  viewerOf,
  visibleTickets,
  visibleTicketsOfAnyKind,
  worksOnTicket,
  type VisibilityForm,
} from './ticket-access.ts';
export type { TicketViewer } from './ticket-access.ts';
export {
  complianceCondition,
  firstVisit,
  localDayEnd,
  localDayStart,
  openTicket,
  overdueTicket,
  reopenedSoon,
  resolutionResult,
  responseResult,
} from './ticket-measures.ts';
export { recordActivity } from './ticket-activity.ts';
export type {
  JobSheetPart,
  JobSheetSubject,
  SlaColumnsUpdate,
  SlaSubject,
  TicketHooks,
  TicketNotice,
} from './ticket-hooks.ts';
export { loadTicketSettings } from './ticket-settings.ts';
export { ticketsModule } from './tickets.module.ts';
export { KIND_PATH, KIND_SUBJECT, ticketNumber } from './tickets.shared.ts';
export type { TicketsDeps } from './tickets.shared.ts';
