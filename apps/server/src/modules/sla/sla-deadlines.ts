/**
 * SLA deadlines of one ticket: chosen policy, response and resolution deadlines (business hours
 * from the organisation's calendar and holidays, or 24/7), pausing on hold and resuming.
 * Callers (ticket creation, status moves, priority changes) set the returned columns.
 *
 * OWNER: the SLA helper implements these; the signatures are the contract with the tickets module.
 */
import type { TTicketKind, TTicketPriority } from '@mainstay/contracts';
import type { Executor } from '../../db/client.ts';
import type { Ticket } from '../../db/schema/index.ts';

export interface SlaSubject {
  kind: TTicketKind;
  priority: TTicketPriority;
  categoryId: string | null;
  buildingId: string;
}

/** The SLA columns of a ticket that deadlines set. */
export type SlaColumnsUpdate = Partial<
  Pick<
    Ticket,
    | 'slaPolicyId'
    | 'responseDueAt'
    | 'resolutionDueAt'
    | 'resolutionRiskAt'
    | 'slaPausedAt'
    | 'resolutionRemainingSeconds'
  >
>;

/** Deadlines for a ticket created (or re-prioritised) at `start`; all null when no policy matches. */
export async function computeDeadlines(
  executor: Executor,
  organisationId: string,
  subject: SlaSubject,
  start: Date,
): Promise<SlaColumnsUpdate> {
  void executor;
  void organisationId;
  void subject;
  void start;
  return { slaPolicyId: null, responseDueAt: null, resolutionDueAt: null, resolutionRiskAt: null };
}

/** Columns to set when the ticket goes on hold at `at` (the clock stops). */
export async function pauseDeadlines(
  executor: Executor,
  organisationId: string,
  ticket: Ticket,
  at: Date,
): Promise<SlaColumnsUpdate> {
  void executor;
  void organisationId;
  return ticket.resolutionDueAt ? { slaPausedAt: at } : {};
}

/** Columns to set when the ticket leaves hold at `at` (deadlines move by the paused time). */
export async function resumeDeadlines(
  executor: Executor,
  organisationId: string,
  ticket: Ticket,
  at: Date,
): Promise<SlaColumnsUpdate> {
  void executor;
  void organisationId;
  void at;
  return ticket.slaPausedAt ? { slaPausedAt: null, resolutionRemainingSeconds: null } : {};
}
