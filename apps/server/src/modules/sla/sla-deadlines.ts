/**
 * SLA deadlines of one ticket: chosen policy, response and resolution deadlines (business hours
 * from the organisation's calendar and holidays, or 24/7), pausing on hold and resuming.
 * Callers (ticket creation, status moves, priority changes) set the returned columns.
 *
 * The at-risk moment is the instant `at_risk_percent` of the resolution target has elapsed, on
 * the same clock as the target. A pause keeps the resolution time left (counted on that clock);
 * resuming lays it out again from the moment of resumption.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { slaPolicies, type SlaPolicy, type Ticket } from '../../db/schema/index.ts';
import {
  addBusinessSeconds,
  businessSecondsBetween,
  type WorkingCalendar,
} from './business-time.ts';
import { loadCalendar } from './sla-calendar.ts';
import type { SlaColumnsUpdate, SlaSubject } from '../tickets/index.ts';
import { pickPolicy } from './sla-policy-match.ts';
import { forOrganisation } from '../../lib/tenancy.ts';

export { loadCalendar } from './sla-calendar.ts';

export type { SlaColumnsUpdate, SlaSubject };

/** The policy that applies to a ticket of this shape, or null. */
export async function findApplicablePolicy(
  executor: Executor,
  organisationId: string,
  subject: SlaSubject,
): Promise<SlaPolicy | null> {
  const candidates = await executor
    .select()
    .from(slaPolicies)
    .where(
      forOrganisation(executor, organisationId).where(
        slaPolicies,
        and(eq(slaPolicies.priority, subject.priority), eq(slaPolicies.active, true)),
      ),
    );
  return pickPolicy(candidates, subject);
}

/** The calendar a policy's clock counts on: null is the wall clock (24/7). */
async function clockOf(
  executor: Executor,
  organisationId: string,
  clock: SlaPolicy['clock'],
  now: Date,
): Promise<{ calendar: WorkingCalendar | null; atRiskPercent: number }> {
  const { calendar, settings } = await loadCalendar(executor, organisationId, now);
  return {
    calendar: clock === 'always' ? null : calendar,
    atRiskPercent: settings.atRiskPercent,
  };
}

/** Deadlines for a ticket created (or re-prioritised) at `start`; all null when no policy matches. */
export async function computeDeadlines(
  executor: Executor,
  organisationId: string,
  subject: SlaSubject,
  start: Date,
): Promise<SlaColumnsUpdate> {
  const policy = await findApplicablePolicy(executor, organisationId, subject);
  if (!policy) {
    return {
      slaPolicyId: null,
      responseDueAt: null,
      resolutionDueAt: null,
      resolutionRiskAt: null,
    };
  }
  const { calendar, atRiskPercent } = await clockOf(executor, organisationId, policy.clock, start);
  const resolutionSeconds = policy.resolutionMinutes * 60;
  return {
    slaPolicyId: policy.id,
    responseDueAt: addBusinessSeconds(start, policy.responseMinutes * 60, calendar),
    resolutionDueAt: addBusinessSeconds(start, resolutionSeconds, calendar),
    resolutionRiskAt: addBusinessSeconds(
      start,
      Math.round((resolutionSeconds * atRiskPercent) / 100),
      calendar,
    ),
    slaPausedAt: null,
    resolutionRemainingSeconds: null,
  };
}

/** The clock of the ticket's policy; a deleted policy's tickets count business hours (the default). */
async function ticketClock(executor: Executor, organisationId: string, ticket: Ticket, at: Date) {
  const [policy] = ticket.slaPolicyId
    ? await executor
        .select({ clock: slaPolicies.clock })
        .from(slaPolicies)
        .where(
          forOrganisation(executor, organisationId).where(
            slaPolicies,
            eq(slaPolicies.id, ticket.slaPolicyId),
          ),
        )
    : [];
  return clockOf(executor, organisationId, policy?.clock ?? 'business_hours', at);
}

/** Columns to set when the ticket goes on hold at `at` (the clock stops). */
export async function pauseDeadlines(
  executor: Executor,
  organisationId: string,
  ticket: Ticket,
  at: Date,
): Promise<SlaColumnsUpdate> {
  if (!ticket.resolutionDueAt || ticket.slaPausedAt) return {};
  const { calendar } = await ticketClock(executor, organisationId, ticket, at);
  const remaining = businessSecondsBetween(at, ticket.resolutionDueAt, calendar);
  return { slaPausedAt: at, resolutionRemainingSeconds: Math.max(0, remaining) };
}

/** Columns to set when the ticket leaves hold at `at` (deadlines move by the paused time). */
export async function resumeDeadlines(
  executor: Executor,
  organisationId: string,
  ticket: Ticket,
  at: Date,
): Promise<SlaColumnsUpdate> {
  const pausedAt = ticket.slaPausedAt;
  if (!pausedAt) return {};
  const cleared = { slaPausedAt: null, resolutionRemainingSeconds: null };
  if (!ticket.resolutionDueAt) return cleared;
  const { calendar } = await ticketClock(executor, organisationId, ticket, at);
  // Time left on each deadline when the clock stopped, laid out again from now.
  const moved = (deadline: Date) =>
    addBusinessSeconds(
      at,
      Math.max(0, businessSecondsBetween(pausedAt, deadline, calendar)),
      calendar,
    );
  const remaining =
    ticket.resolutionRemainingSeconds ??
    Math.max(0, businessSecondsBetween(pausedAt, ticket.resolutionDueAt, calendar));
  return {
    ...cleared,
    resolutionDueAt: addBusinessSeconds(at, remaining, calendar),
    resolutionRiskAt: ticket.resolutionRiskAt ? moved(ticket.resolutionRiskAt) : null,
    ...(ticket.responseDueAt && !ticket.respondedAt
      ? { responseDueAt: moved(ticket.responseDueAt) }
      : {}),
  };
}
