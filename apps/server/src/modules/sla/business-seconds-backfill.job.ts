/**
 * The `sla.backfill-business-seconds` job: fills the resolution and response times (business
 * seconds net of hold, sla-business-seconds.ts) of tickets completed or answered before those
 * columns existed. Sent once at each start; it works in batches of BATCH tickets, one
 * organisation's calendar loaded once, until none is left, so a large installation fills in the
 * background without holding locks for long. A ticket already filled is never touched again.
 */
import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ticketActivity, tickets } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/registry.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { WorkingCalendar } from './business-time.ts';
import { netBusinessSeconds, type StatusMove } from './sla-business-seconds.ts';
import { loadCalendar } from './sla-calendar.ts';

const BATCH = 500;

const unfilled = or(
  and(isNotNull(tickets.completedAt), isNull(tickets.resolutionBusinessSeconds)),
  and(isNotNull(tickets.respondedAt), isNull(tickets.responseBusinessSeconds)),
);

/** The status moves of these tickets, oldest first, by ticket. */
async function movesOf(db: Database, ticketIds: string[]): Promise<Map<string, StatusMove[]>> {
  const rows = await db
    .select({
      ticketId: ticketActivity.ticketId,
      at: ticketActivity.createdAt,
      data: ticketActivity.data,
    })
    .from(ticketActivity)
    .where(and(inArray(ticketActivity.ticketId, ticketIds), eq(ticketActivity.type, 'status')))
    .orderBy(ticketActivity.createdAt);
  const moves = new Map<string, StatusMove[]>();
  for (const row of rows) {
    const list = moves.get(row.ticketId) ?? [];
    list.push({
      at: row.at,
      from: typeof row.data.from === 'string' ? row.data.from : null,
      to: typeof row.data.to === 'string' ? row.data.to : null,
    });
    moves.set(row.ticketId, list);
  }
  return moves;
}

/** One batch; the number of tickets filled (0 when none is left). */
export async function backfillBusinessSeconds(
  db: Database,
  calendars = new Map<string, WorkingCalendar>(),
): Promise<number> {
  const batch = await db
    .select({
      id: tickets.id,
      organisationId: tickets.organisationId,
      createdAt: tickets.createdAt,
      completedAt: tickets.completedAt,
      respondedAt: tickets.respondedAt,
      resolution: tickets.resolutionBusinessSeconds,
      response: tickets.responseBusinessSeconds,
    })
    .from(tickets)
    .where(unfilled)
    .limit(BATCH);
  if (batch.length === 0) return 0;
  const moves = await movesOf(
    db,
    batch.map((ticket) => ticket.id),
  );
  for (const ticket of batch) {
    let calendar = calendars.get(ticket.organisationId);
    if (!calendar) {
      calendar = (await loadCalendar(db, ticket.organisationId)).calendar;
      calendars.set(ticket.organisationId, calendar);
    }
    const measure = (until: Date | null) =>
      until
        ? netBusinessSeconds(ticket.createdAt, until, moves.get(ticket.id) ?? [], calendar)
        : null;
    await forOrganisation(db, ticket.organisationId).update(
      tickets,
      {
        resolutionBusinessSeconds: ticket.resolution ?? measure(ticket.completedAt),
        responseBusinessSeconds: ticket.response ?? measure(ticket.respondedAt),
      },
      eq(tickets.id, ticket.id),
    );
  }
  return batch.length;
}

export const businessSecondsBackfillJob = defineJob({
  name: 'sla.backfill-business-seconds',
  async handler(_data, { db, log }) {
    const calendars = new Map<string, WorkingCalendar>();
    let filled = 0;
    for (let done = await backfillBusinessSeconds(db, calendars); done > 0;) {
      filled += done;
      done = await backfillBusinessSeconds(db, calendars);
    }
    if (filled > 0) log.info({ filled }, 'Resolution and response times filled in');
  },
});
