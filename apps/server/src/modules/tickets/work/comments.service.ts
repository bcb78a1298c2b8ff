/**
 * Comments on a ticket. Whoever may change the ticket comments internally or publicly; its
 * reporter may comment too, always publicly. Mentioned users hear about it (in the app and by
 * e-mail), watchers and assignees in the app. The first public answer of someone working on
 * the ticket is its SLA response.
 */
import type { TTicketActivity, TFieldErrors } from '@mainstay/contracts';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client.ts';
import {
  ticketActivity,
  ticketAssignees,
  ticketFiles,
  tickets,
  ticketWatchers,
  type Ticket,
} from '../../../db/schema/index.ts';
import { ForbiddenError, ValidationError } from '../../../lib/errors.ts';
import type { RequestAuth } from '../../../plugins/auth.ts';
import type { TicketHooks } from '../ticket-hooks.ts';
import { canChangeTicket } from '../ticket-access.ts';
import { recordActivity } from '../ticket-activity.ts';
import { activityViews } from './activity.service.ts';
import { FILE_NOT_FOUND } from './ticket-files.ts';
import {
  CANNOT_CHANGE,
  notificationData,
  openTicket,
  userRefs,
  type WorkContext,
} from './work.shared.ts';

export const MENTION_NOT_FOUND = 'Mention people of your organisation only';

export interface CommentInput {
  body: string;
  visibility: 'internal' | 'public';
  mention_ids: string[];
  file_ids: string[];
}

/** Mentions must be the organisation's users and files this ticket's; all problems at once. */
async function checkReferences(
  tx: Transaction,
  organisationId: string,
  ticketId: string,
  mentionIds: string[],
  fileIds: string[],
): Promise<void> {
  const errors: TFieldErrors = {};
  const known = await userRefs(tx, organisationId, mentionIds);
  if (mentionIds.some((id) => !known.has(id))) errors.mention_ids = [MENTION_NOT_FOUND];
  if (fileIds.length > 0) {
    const rows = await tx
      .select({ fileId: ticketFiles.fileId })
      .from(ticketFiles)
      .where(
        and(
          eq(ticketFiles.organisationId, organisationId),
          eq(ticketFiles.ticketId, ticketId),
          inArray(ticketFiles.fileId, fileIds),
        ),
      );
    if (rows.length !== fileIds.length) errors.file_ids = [FILE_NOT_FOUND];
  }
  const messages = Object.values(errors).flat();
  if (messages.length > 0) throw new ValidationError(errors, messages[0]);
}

/**
 * Moves the files onto the comment. An upload's own 'attachment' entry by the same person is
 * removed once it holds no file any more: the comment now shows the file, once.
 */
async function claimFiles(
  tx: Transaction,
  auth: RequestAuth,
  ticketId: string,
  commentId: string,
  fileIds: string[],
): Promise<void> {
  if (fileIds.length === 0) return;
  await tx
    .update(ticketFiles)
    .set({ activityId: commentId })
    .where(and(eq(ticketFiles.ticketId, ticketId), inArray(ticketFiles.fileId, fileIds)));
  await tx.delete(ticketActivity).where(
    and(
      eq(ticketActivity.organisationId, auth.organisationId),
      eq(ticketActivity.ticketId, ticketId),
      eq(ticketActivity.type, 'attachment'),
      eq(ticketActivity.actorUserId, auth.userId),
      inArray(sql`${ticketActivity.data} ->> 'file_id'`, fileIds),
      notExists(
        tx
          .select({ one: sql`1` })
          .from(ticketFiles)
          .where(eq(ticketFiles.activityId, ticketActivity.id)),
      ),
    ),
  );
}

/** Mentioned people (app + e-mail); then watchers and assignees (app only). */
async function tellPeople(
  tx: Transaction,
  hooks: TicketHooks,
  auth: RequestAuth,
  ticket: Ticket,
  mentions: string[],
  visibility: 'internal' | 'public',
): Promise<void> {
  const actor = (await userRefs(tx, auth.organisationId, [auth.userId])).get(auth.userId);
  const data = notificationData(ticket, actor?.name ?? '');
  const base = {
    organisationId: auth.organisationId,
    ticketId: ticket.id,
    actorUserId: auth.userId,
  };
  if (mentions.length > 0) {
    await hooks.notify(tx, {
      ...base,
      userIds: mentions,
      type: 'ticket_mentioned',
      data,
      email: true,
    });
  }
  const [watchers, assignees] = await Promise.all([
    tx
      .select({ userId: ticketWatchers.userId })
      .from(ticketWatchers)
      .where(eq(ticketWatchers.ticketId, ticket.id)),
    tx
      .select({ userId: ticketAssignees.userId })
      .from(ticketAssignees)
      .where(eq(ticketAssignees.ticketId, ticket.id)),
  ]);
  const assigned = new Set(assignees.map((row) => row.userId));
  const followers = [...new Set([...watchers, ...assignees].map((row) => row.userId))].filter(
    (id) =>
      !mentions.includes(id) &&
      // An internal comment is not the reporter's to read, unless they work on the ticket.
      (visibility === 'public' || id !== ticket.reporterUserId || assigned.has(id)),
  );
  if (followers.length > 0) {
    await hooks.notify(tx, { ...base, userIds: followers, type: 'ticket_comment', data });
  }
}

export async function addComment(
  context: WorkContext,
  auth: RequestAuth,
  ticketId: string,
  input: CommentInput,
): Promise<TTicketActivity> {
  const { db, files } = context.deps;
  return db.transaction(async (tx) => {
    const { viewer, ticket } = await openTicket(tx, auth, context.kind, ticketId);
    const mayChange = await canChangeTicket(tx, viewer, ticket);
    if (!mayChange && ticket.reporterUserId !== auth.userId)
      throw new ForbiddenError(CANNOT_CHANGE);
    const visibility = mayChange ? input.visibility : 'public';
    const mentions = [...new Set(input.mention_ids)];
    const fileIds = [...new Set(input.file_ids)];
    await checkReferences(tx, auth.organisationId, ticket.id, mentions, fileIds);

    const commentId = await recordActivity(tx, {
      organisationId: auth.organisationId,
      ticketId: ticket.id,
      type: 'comment',
      actorUserId: auth.userId,
      body: input.body,
      visibility,
      mentions,
    });
    await claimFiles(tx, auth, ticket.id, commentId, fileIds);
    const now = new Date();
    await tx
      .update(tickets)
      .set({
        updatedAt: now,
        // The first public answer from someone working on the ticket is its SLA response.
        ...(mayChange && visibility === 'public' && !ticket.respondedAt
          ? { respondedAt: now }
          : {}),
      })
      .where(and(eq(tickets.id, ticket.id), eq(tickets.organisationId, auth.organisationId)));
    await tellPeople(tx, context.deps.hooks, auth, ticket, mentions, visibility);

    const [row] = await tx.select().from(ticketActivity).where(eq(ticketActivity.id, commentId));
    if (!row) throw new Error('The comment was not stored');
    const [view] = await activityViews(tx, files, auth.organisationId, ticket.id, [row]);
    if (!view) throw new Error('The comment view could not be built');
    return view;
  });
}
