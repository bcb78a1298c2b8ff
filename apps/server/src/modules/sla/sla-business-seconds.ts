/**
 * How long a ticket took on the organisation's working calendar: from its creation to an instant
 * (its first response, its completion), net of the time it spent on hold. The hold periods come
 * from the ticket's timeline (status moves into and out of on hold), the one record that keeps
 * every pause. Written on the ticket when it is answered and completed, so the dashboard averages
 * columns instead of walking calendars (docs/kpis.md).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ticketActivity, type Ticket } from '../../db/schema/index.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import { businessSecondsBetween, type WorkingCalendar } from './business-time.ts';
import { loadCalendar } from './sla-calendar.ts';

export interface StatusMove {
  at: Date;
  from: string | null;
  to: string | null;
}

/** The on-hold periods of a timeline, clipped to [start, end); one still open ends at `end`. */
export function holdPeriods(moves: readonly StatusMove[], start: Date, end: Date): [Date, Date][] {
  const periods: [Date, Date][] = [];
  let heldSince: Date | null = null;
  for (const move of moves) {
    if (move.at > end) break;
    if (move.to === 'on_hold' && !heldSince) heldSince = move.at;
    else if (move.from === 'on_hold' && heldSince) {
      periods.push([heldSince, move.at]);
      heldSince = null;
    }
  }
  if (heldSince) periods.push([heldSince, end]);
  return periods
    .map(([from, to]): [Date, Date] => [from < start ? start : from, to > end ? end : to])
    .filter(([from, to]) => to > from);
}

/** Counted seconds from `start` to `end` on the calendar, less the counted seconds on hold. */
export function netBusinessSeconds(
  start: Date,
  end: Date,
  moves: readonly StatusMove[],
  calendar: WorkingCalendar | null,
): number {
  if (end <= start) return 0;
  const held = holdPeriods(moves, start, end).reduce(
    (sum, [from, to]) => sum + businessSecondsBetween(from, to, calendar),
    0,
  );
  return Math.max(0, businessSecondsBetween(start, end, calendar) - held);
}

/** The ticket's status moves, oldest first. */
export async function statusMovesOf(
  executor: Executor,
  organisationId: string,
  ticketId: string,
): Promise<StatusMove[]> {
  const rows = await executor
    .select({ at: ticketActivity.createdAt, data: ticketActivity.data })
    .from(ticketActivity)
    .where(
      forOrganisation(executor, organisationId).where(
        ticketActivity,
        and(eq(ticketActivity.ticketId, ticketId), eq(ticketActivity.type, 'status')),
      ),
    )
    .orderBy(asc(ticketActivity.createdAt));
  return rows.map((row) => ({
    at: row.at,
    from: typeof row.data.from === 'string' ? row.data.from : null,
    to: typeof row.data.to === 'string' ? row.data.to : null,
  }));
}

/** Business seconds from the ticket's creation to `until`, net of hold (the hook tickets call). */
export async function measureBusinessSeconds(
  executor: Executor,
  organisationId: string,
  ticket: Pick<Ticket, 'id' | 'createdAt'>,
  until: Date,
): Promise<number> {
  const { calendar } = await loadCalendar(executor, organisationId, until);
  const moves = await statusMovesOf(executor, organisationId, ticket.id);
  return netBusinessSeconds(ticket.createdAt, until, moves, calendar);
}
