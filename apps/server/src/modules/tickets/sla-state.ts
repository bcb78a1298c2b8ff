/**
 * The SLA state of a ticket, derived from its stored deadlines: in code for responses, and as an
 * SQL expression for list filters, counts and sorting. Both follow the same rules:
 * - none: no policy applied, or the ticket was cancelled;
 * - met / breached once completed or closed (completed after the resolution deadline = breached);
 * - paused while on hold (unless a deadline had already passed: breached);
 * - open: breached past either deadline (the response one only until someone responded),
 *   at_risk from resolution_risk_at, on_track before.
 */
import type { TSlaState, TTicketSla } from '@mainstay/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { tickets, type Ticket } from '../../db/schema/index.ts';

type SlaColumns = Pick<
  Ticket,
  | 'status'
  | 'slaPolicyId'
  | 'responseDueAt'
  | 'resolutionDueAt'
  | 'resolutionRiskAt'
  | 'respondedAt'
  | 'slaPausedAt'
  | 'resolutionRemainingSeconds'
  | 'completedAt'
  | 'responseBreachedAt'
  | 'resolutionBreachedAt'
  | 'escalatedAt'
>;

export function slaStateOf(ticket: SlaColumns, now: Date): TSlaState {
  if (!ticket.resolutionDueAt || ticket.status === 'cancelled') return 'none';
  if (ticket.status === 'completed' || ticket.status === 'closed') {
    const done = ticket.completedAt ?? now;
    return done > ticket.resolutionDueAt || ticket.resolutionBreachedAt ? 'breached' : 'met';
  }
  if (ticket.resolutionBreachedAt || ticket.responseBreachedAt) return 'breached';
  if (ticket.slaPausedAt) return 'paused';
  if (now > ticket.resolutionDueAt) return 'breached';
  if (!ticket.respondedAt && ticket.responseDueAt && now > ticket.responseDueAt) return 'breached';
  if (ticket.resolutionRiskAt && now >= ticket.resolutionRiskAt) return 'at_risk';
  return 'on_track';
}

export function slaOf(
  ticket: SlaColumns,
  policy: { id: string; name: string } | null,
  now: Date,
): TTicketSla {
  const state = slaStateOf(ticket, now);
  const open = state === 'on_track' || state === 'at_risk' || state === 'breached';
  const running = open && !ticket.slaPausedAt && !ticket.completedAt;
  return {
    state,
    policy,
    response_due_at: ticket.responseDueAt?.toISOString() ?? null,
    resolution_due_at: ticket.resolutionDueAt?.toISOString() ?? null,
    responded_at: ticket.respondedAt?.toISOString() ?? null,
    response_breached: Boolean(
      ticket.responseBreachedAt ||
      (ticket.responseDueAt &&
        ((ticket.respondedAt && ticket.respondedAt > ticket.responseDueAt) ||
          (!ticket.respondedAt && running && now > ticket.responseDueAt))),
    ),
    resolution_breached:
      state === 'breached' &&
      Boolean(
        ticket.resolutionBreachedAt ||
        (ticket.resolutionDueAt && (ticket.completedAt ?? now) > ticket.resolutionDueAt),
      ),
    seconds_left:
      running && ticket.resolutionDueAt
        ? Math.round((ticket.resolutionDueAt.getTime() - now.getTime()) / 1000)
        : null,
    paused_remaining_seconds: ticket.slaPausedAt
      ? (ticket.resolutionRemainingSeconds ?? null)
      : null,
    escalated: Boolean(ticket.escalatedAt),
  };
}

/** The same state as SQL (text), for filters and counts; `now` is bound as a parameter. */
export function slaStateSql(now: Date): SQL<TSlaState> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<TSlaState>`(case
    when ${tickets.resolutionDueAt} is null or ${tickets.status} = 'cancelled' then 'none'
    when ${tickets.status} in ('completed', 'closed') then
      case when coalesce(${tickets.completedAt}, ${at}) > ${tickets.resolutionDueAt}
             or ${tickets.resolutionBreachedAt} is not null then 'breached' else 'met' end
    when ${tickets.resolutionBreachedAt} is not null or ${tickets.responseBreachedAt} is not null then 'breached'
    when ${tickets.slaPausedAt} is not null then 'paused'
    when ${at} > ${tickets.resolutionDueAt} then 'breached'
    when ${tickets.respondedAt} is null and ${tickets.responseDueAt} is not null
         and ${at} > ${tickets.responseDueAt} then 'breached'
    when ${tickets.resolutionRiskAt} is not null and ${at} >= ${tickets.resolutionRiskAt} then 'at_risk'
    else 'on_track' end)`;
}
