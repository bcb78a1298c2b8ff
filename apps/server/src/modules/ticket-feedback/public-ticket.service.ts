/**
 * The reporter's pages behind the signed link: the ticket's summary, one rating per ticket, and
 * reopening within the organisation's window. The token says which ticket and which completion;
 * nothing else from the caller is trusted.
 */
import type {
  TPublicTicket,
  TPublicTicketResult,
  ZPublicFeedbackRequest,
  TDomainErrorCode,
} from '@mainstay/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import {
  buildings,
  organisations,
  tickets,
  users,
  type Ticket,
  type TicketSettingsRow,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { notify } from '../notifications/index.ts';
import { logoFile } from '../organisation/index.ts';
import { loadTicketSettings } from '../tickets/index.ts';
import { recordActivity } from '../tickets/index.ts';
import type { TicketsDeps } from '../tickets/index.ts';
import { workersOf } from '../sla/index.ts';
import {
  feedbackSecret,
  LINK_NOT_VALID,
  LINK_USED,
  verifyFeedbackToken,
} from './feedback-token.ts';
import { forOrganisation } from '../../lib/tenancy.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const FEEDBACK_ALREADY_GIVEN = 'FEEDBACK_ALREADY_GIVEN' satisfies TDomainErrorCode;
export const CANNOT_REOPEN = 'REOPEN_CLOSED' satisfies TDomainErrorCode;
export const NOT_COMPLETED = 'TICKET_NOT_COMPLETED' satisfies TDomainErrorCode;

export interface LinkedTicket {
  ticket: Ticket;
  settings: TicketSettingsRow;
}

const isDone = (ticket: Ticket) => ticket.status === 'completed' || ticket.status === 'closed';

/** The ticket a token names, as long as it is still at the completion the link was made for. */
export async function ticketOfToken(
  executor: Executor,
  deps: Pick<TicketsDeps, 'db'>,
  token: string,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<LinkedTicket> {
  const payload = verifyFeedbackToken(await feedbackSecret(executor, deps.db), token, now);
  const query = executor
    .select()
    .from(tickets)
    .where(
      forOrganisation(executor, payload.organisationId).where(
        tickets,
        eq(tickets.id, payload.ticketId),
      ),
    );
  const [ticket] = options.lock ? await query.for('update') : await query;
  if (!ticket) throw new AppError(LINK_NOT_VALID);
  if (ticket.completedAt?.getTime() !== payload.completedAt) throw new AppError(LINK_USED);
  return { ticket, settings: await loadTicketSettings(executor, ticket.organisationId) };
}

export function reopenDeadline(ticket: Ticket, settings: TicketSettingsRow): Date | null {
  return ticket.completedAt
    ? new Date(ticket.completedAt.getTime() + settings.reopenWindowDays * DAY_MS)
    : null;
}

export async function publicTicketView(
  executor: Executor,
  deps: Pick<TicketsDeps, 'files'>,
  { ticket, settings }: LinkedTicket,
  now: Date,
): Promise<TPublicTicket> {
  const [[organisation], [building]] = await Promise.all([
    executor.select().from(organisations).where(eq(organisations.id, ticket.organisationId)),
    executor
      .select({ name: buildings.name })
      .from(buildings)
      .where(eq(buildings.id, ticket.buildingId)),
  ]);
  if (!organisation) throw new AppError(LINK_NOT_VALID);
  const logo = await logoFile(deps.files, organisation, executor);
  const reopenUntil = reopenDeadline(ticket, settings);
  return {
    kind: ticket.kind,
    number: ticket.number,
    title: ticket.title,
    status: ticket.status,
    building: building?.name ?? '',
    completed_at: ticket.completedAt?.toISOString() ?? null,
    completion_notes: ticket.completionNotes,
    organisation: {
      name: organisation.name,
      primary_color: organisation.primaryColor,
      logo_url: logo ? deps.files.url(logo) : null,
    },
    feedback:
      ticket.feedbackRating === null
        ? null
        : { rating: ticket.feedbackRating, comment: ticket.feedbackComment ?? '' },
    can_give_feedback: isDone(ticket) && ticket.feedbackAt === null,
    can_reopen: isDone(ticket) && reopenUntil !== null && now <= reopenUntil,
    reopen_until: reopenUntil?.toISOString() ?? null,
  };
}

/** How the reporter is named in the timeline and in messages. */
export async function reporterName(executor: Executor, ticket: Ticket): Promise<string> {
  const [user] = ticket.reporterUserId
    ? await executor
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, ticket.reporterUserId))
    : [];
  return user?.name ?? ticket.reporterName ?? ticket.reporterEmail ?? 'Reporter';
}

/** Records the rating (once per ticket) and tells the people who did the work. */
export async function giveFeedback(
  tx: Executor,
  deps: Pick<TicketsDeps, 'db' | 'files'>,
  input: z.output<typeof ZPublicFeedbackRequest>,
  now: Date,
): Promise<TPublicTicketResult> {
  const linked = await ticketOfToken(tx, deps, input.token, now, { lock: true });
  const { ticket } = linked;
  if (!isDone(ticket)) throw new AppError(NOT_COMPLETED);
  const [updated] = await tx
    .update(tickets)
    .set({ feedbackRating: input.rating, feedbackComment: input.comment, feedbackAt: now })
    .where(and(eq(tickets.id, ticket.id), isNull(tickets.feedbackAt)))
    .returning();
  if (!updated) throw new AppError(FEEDBACK_ALREADY_GIVEN);
  const name = await reporterName(tx, ticket);
  await recordActivity(tx, {
    organisationId: ticket.organisationId,
    ticketId: ticket.id,
    type: 'feedback',
    actorUserId: null,
    actorName: name,
    body: input.comment,
    visibility: 'public',
    data: { rating: input.rating, comment: input.comment },
    at: now,
  });
  await notify(tx, {
    organisationId: ticket.organisationId,
    userIds: await workersOf(tx, ticket),
    type: 'ticket_feedback',
    ticketId: ticket.id,
    data: {
      number: ticket.number,
      title: ticket.title,
      actor: name,
      rating: String(input.rating),
      comment: input.comment,
    },
  });
  return {
    message: 'notices:feedbackThanks',
    ticket: await publicTicketView(tx, deps, { ...linked, ticket: updated }, now),
  };
}
