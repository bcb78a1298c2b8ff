/**
 * The conditions the service dashboard counts and the ticket list filters by, written once so a
 * figure and its drill-down (a list URL) always find the same tickets (docs/kpis.md). Days are
 * the organisation's: a day filter starts at local midnight of its time zone (ticket settings).
 */
import { OPEN_TICKET_STATUSES, type TPpmCompliance } from '@mainstay/contracts';
import { and, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ticketActivity, tickets, type Ticket } from '../../db/schema/index.ts';
import { tenantCondition } from '../../lib/tenancy.ts';

/** How long after a completion a reopen still counts against first-call resolution. */
export const REOPEN_WINDOW_DAYS = 30;

/** The instant local midnight starts the day ('YYYY-MM-DD') in the time zone. */
export function localDayStart(day: string, timezone: string): SQL {
  return sql`(${day}::date::timestamp at time zone ${timezone})`;
}

/** The instant the day after `day` starts in the time zone (the end of `day`, excluded). */
export function localDayEnd(day: string, timezone: string): SQL {
  return sql`((${day}::date + 1)::timestamp at time zone ${timezone})`;
}

/** `column` within the local days [from, to] (either end optional). */
export function withinDays(
  column: PgColumn,
  timezone: string,
  from: string | undefined,
  to: string | undefined,
): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(column, localDayStart(from, timezone)));
  if (to) conditions.push(lt(column, localDayEnd(to, timezone)));
  return conditions;
}

/** A ticket counted as open (every status but completed, closed and cancelled). */
export const openTicket = (): SQL => inArray(tickets.status, [...OPEN_TICKET_STATUSES]);

/**
 * Overdue now: open, not on hold, and past its resolution deadline (its due date when it has no
 * SLA deadline).
 */
export function overdueTicket(now: Date): SQL {
  return and(
    openTicket(),
    ne(tickets.status, 'on_hold'),
    sql`coalesce(${tickets.resolutionDueAt}, ${tickets.dueAt}) < ${now}`,
  ) as SQL;
}

/** Answered, with a response deadline; breached when marked so or answered after it. */
export function responseResult(breached: boolean): SQL {
  const late = sql`(${tickets.responseBreachedAt} is not null or ${tickets.respondedAt} > ${tickets.responseDueAt})`;
  return sql`(${tickets.respondedAt} is not null and ${tickets.responseDueAt} is not null and ${
    breached ? late : sql`not ${late}`
  })`;
}

/** Completed, with a resolution deadline; breached when marked so or completed after it. */
export function resolutionResult(breached: boolean): SQL {
  const late = sql`(${tickets.resolutionBreachedAt} is not null or ${tickets.completedAt} > ${tickets.resolutionDueAt})`;
  return sql`(${tickets.completedAt} is not null and ${tickets.resolutionDueAt} is not null and ${
    breached ? late : sql`not ${late}`
  })`;
}

/**
 * Reopened within REOPEN_WINDOW_DAYS of a completion: the timeline holds a move to reopened
 * that came less than that after a move to completed (only tickets with reopens are looked at).
 */
export function reopenedSoon(): SQL {
  const reopen = ticketActivity;
  return sql`(${tickets.reopenCount} > 0 and exists (
    select 1 from ${reopen} join ${reopen} as done
      on done.ticket_id = ${reopen.ticketId} and done.created_at <= ${reopen.createdAt}
     and ${reopen.createdAt} < done.created_at + make_interval(days => ${REOPEN_WINDOW_DAYS})
     and done.type = 'status' and done.data->>'to' = 'completed'
    where ${reopen.ticketId} = ${tickets.id}
      and ${tenantCondition(reopen, tickets.organisationId)}
      and ${reopen.type} = 'status' and ${reopen.data}->>'to' = 'reopened'))`;
}

/** Completed at the first visit: one start of work and no reopen within the window. */
export function firstVisit(): SQL {
  return sql`(${tickets.completedAt} is not null and ${tickets.visitCount} = 1 and not ${reopenedSoon()})`;
}

/**
 * PPM tasks against their compliance deadline (the due date plus the organisation's grace):
 * on time when completed by it; late when completed after it, missed, or still open past it;
 * pending while open and not yet past it. Cancelled tasks and tickets without a deadline are
 * neither (docs/kpis.md, PM compliance).
 */
export function complianceCondition(state: TPpmCompliance, now: Date): SQL {
  const due = tickets.complianceDueAt;
  const counted = sql`${due} is not null and ${tickets.status} <> 'cancelled'`;
  if (state === 'on_time') {
    return sql`(${counted} and ${tickets.status} <> 'missed' and ${tickets.completedAt} <= ${due})`;
  }
  if (state === 'late') {
    return sql`(${counted} and (${tickets.status} = 'missed' or ${tickets.completedAt} > ${due}
      or (${tickets.completedAt} is null and ${due} < ${now})))`;
  }
  return sql`(${counted} and ${tickets.status} <> 'missed' and ${tickets.completedAt} is null
    and ${due} >= ${now})`;
}

/** The same reading for one task (the list's and detail's `ppm.compliance`). */
export function complianceOf(
  ticket: Pick<Ticket, 'status' | 'complianceDueAt' | 'completedAt'>,
  now: Date,
): TPpmCompliance | null {
  const due = ticket.complianceDueAt;
  if (!due || ticket.status === 'cancelled') return null;
  if (ticket.status === 'missed') return 'late';
  if (ticket.completedAt) return ticket.completedAt <= due ? 'on_time' : 'late';
  return due < now ? 'late' : 'pending';
}
