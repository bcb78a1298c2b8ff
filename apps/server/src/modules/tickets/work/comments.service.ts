/**
 * Comments on a ticket. Whoever may change the ticket comments internally or publicly; its
 * reporter may comment too, always publicly. Mentioned users hear about it (in the app and by
 * e-mail), watchers and assignees in the app. The first public answer of someone working on
 * the ticket is its SLA response.
 */
import type { TTicketActivity, TFieldErrors, TDomainErrorCode } from '@mainstay/contracts';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import {
  ticketActivity,
  ticketAssignees,
  ticketFiles,
  tickets,
  ticketWatchers,
  type Ticket,
} from '../../../db/schema/index.ts';
import { AppError, ValidationError } from '../../../lib/errors.ts';
import { forOrganisation, type TenantScope } from '../../../lib/tenancy.ts';
import type { RequestAuth } from '../../../plugins/auth.ts';
import type { TicketHooks } from '../ticket-hooks.ts';
import { canChangeTicket } from '../ticket-access.ts';
import { recordActivity } from '../ticket-activity.ts';
import { responseColumns } from '../core/ticket-status.ts';
import { activityViews } from './activity.service.ts';
import { FILE_NOT_FOUND } from './ticket-files.ts';
import {
  CANNOT_CHANGE,
  notificationData,
  openTicket,
  userRefs,
  type WorkContext,
} from './work.shared.ts';

export const MENTION_NOT_FOUND = 'MENTION_UNKNOWN' satisfies TDomainErrorCode;

export interface CommentInput {
  body: string;
  visibility: 'internal' | 'public';
  mention_ids: string[];
  file_ids: string[];
}

/** Mentions must be the organisation's users and files this ticket's; all problems at once. */
async function checkReferences(
  tenant: TenantScope,
  ticketId: string,
  mentionIds: string[],
  fileIds: string[],
): Promise<void> {
  const errors: TFieldErrors = {};
  const known = await userRefs(tenant, mentionIds);
  if (mentionIds.some((id) => !known.has(id))) errors.mention_ids = [MENTION_NOT_FOUND];
  if (fileIds.length > 0) {
    const rows = await tenant.executor
      .select({ fileId: ticketFiles.fileId })
      .from(ticketFiles)
      .where(
        tenant.where(
          ticketFiles,
          and(eq(ticketFiles.ticketId, ticketId), inArray(ticketFiles.fileId, fileIds)),
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
  tenant: TenantScope,
  auth: RequestAuth,
  ticketId: string,
  commentId: string,
  fileIds: string[],
): Promise<void> {
  if (fileIds.length === 0) return;
  await tenant.update(
    ticketFiles,
    { activityId: commentId },
    and(eq(ticketFiles.ticketId, ticketId), inArray(ticketFiles.fileId, fileIds)),
  );
  await tenant.delete(
    ticketActivity,
    and(
      eq(ticketActivity.ticketId, ticketId),
      eq(ticketActivity.type, 'attachment'),
      eq(ticketActivity.actorUserId, auth.userId),
      inArray(sql`${ticketActivity.data} ->> 'file_id'`, fileIds),
      notExists(
        tenant.executor
          .select({ one: sql`1` })
          .from(ticketFiles)
          .where(tenant.where(ticketFiles, eq(ticketFiles.activityId, ticketActivity.id))),
      ),
    ),
  );
}

/** Mentioned people (app + e-mail); then watchers and assignees (app only). */
async function tellPeople(
  tenant: TenantScope,
  hooks: TicketHooks,
  auth: RequestAuth,
  ticket: Ticket,
  mentions: string[],
  visibility: 'internal' | 'public',
): Promise<void> {
  const tx = tenant.executor;
  const actor = (await userRefs(tenant, [auth.userId])).get(auth.userId);
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
      .where(tenant.where(ticketWatchers, eq(ticketWatchers.ticketId, ticket.id))),
    tx
      .select({ userId: ticketAssignees.userId })
      .from(ticketAssignees)
      .where(tenant.where(ticketAssignees, eq(ticketAssignees.ticketId, ticket.id))),
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
    const tenant = forOrganisation(tx, auth.organisationId);
    const mayChange = await canChangeTicket(tx, viewer, ticket);
    if (!mayChange && ticket.reporterUserId !== auth.userId) throw new AppError(CANNOT_CHANGE);
    const visibility = mayChange ? input.visibility : 'public';
    const mentions = [...new Set(input.mention_ids)];
    const fileIds = [...new Set(input.file_ids)];
    await checkReferences(tenant, ticket.id, mentions, fileIds);

    const commentId = await recordActivity(tx, {
      organisationId: auth.organisationId,
      ticketId: ticket.id,
      type: 'comment',
      actorUserId: auth.userId,
      body: input.body,
      visibility,
      mentions,
    });
    await claimFiles(tenant, auth, ticket.id, commentId, fileIds);
    const now = new Date();
    await tenant.update(
      tickets,
      {
        updatedAt: now,
        // The first public answer from someone working on the ticket is its SLA response.
        ...(mayChange && visibility === 'public' && !ticket.respondedAt
          ? await responseColumns(tx, context.deps, ticket, now)
          : {}),
      },
      eq(tickets.id, ticket.id),
    );
    await tellPeople(tenant, context.deps.hooks, auth, ticket, mentions, visibility);

    const [row] = await tenant.select(ticketActivity, eq(ticketActivity.id, commentId));
    if (!row) throw new Error('The comment was not stored');
    const [view] = await activityViews(tenant, files, ticket.id, [row]);
    if (!view) throw new Error('The comment view could not be built');
    return view;
  });
}
