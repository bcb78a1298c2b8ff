/**
 * Moving a ticket through its lifecycle. Only the moves of its kind's table are accepted (the
 * web offers exactly those); each move stamps its columns (started, completed, closed, cancelled,
 * reopened), stops or restarts the SLA clock, and is recorded in the timeline. Exported for the
 * public reopen page, which calls it with no user (an actor name instead).
 */
import {
  canMoveTicket,
  STATUSES_NEEDING_REASON,
  type TTicketKind,
  type TTicketStatus,
  type ZTicketStatusRequest,
} from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import { tickets, type NewTicket, type Ticket } from '../../../db/schema/index.ts';
import { AppError, ValidationError } from '../../../lib/errors.ts';
import { forOrganisation } from '../../../lib/tenancy.ts';
import { recordActivity } from '../ticket-activity.ts';
import type { TicketsDeps } from '../tickets.shared.ts';
import { currentAssigneeIds, type TicketActor } from './ticket-assignment.ts';

export type TicketStatusInput = z.output<typeof ZTicketStatusRequest>;

/** Moves the reporter should see in their timeline. */
const PUBLIC_MOVES: readonly TTicketStatus[] = ['completed', 'reopened', 'cancelled'];

/**
 * Refuses a move the lifecycle does not allow, with a sentence saying why ("A ticket on hold
 * cannot move to closed"; the statuses are worded in packages/i18n errors.ticketIn/ticketStatus).
 */
export function assertLegalMove(
  kind: TTicketKind,
  from: TTicketStatus,
  to: TTicketStatus,
  reason?: string,
): void {
  if (from === to) throw new AppError('TICKET_ALREADY_IN_STATUS', { params: { status: to } });
  if (!canMoveTicket(kind, from, to)) {
    throw new AppError('TICKET_TRANSITION_NOT_ALLOWED', { params: { from, to } });
  }
  if ((STATUSES_NEEDING_REASON as readonly string[]).includes(to) && !reason?.trim()) {
    throw new ValidationError({ reason: ['REASON_REQUIRED'] });
  }
}

/** A drawn signature (PNG data URL) stored as a file of the organisation. */
async function saveSignature(
  tx: Executor,
  deps: TicketsDeps,
  ticket: Ticket,
  actor: TicketActor,
  dataUrl: string,
  who: 'technician' | 'customer',
): Promise<string> {
  const file = await deps.files.save(
    {
      organisationId: ticket.organisationId,
      userId: actor.userId,
      purpose: 'signature',
      filename: `${ticket.number}-${who}-signature.png`,
      data: Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'),
    },
    tx,
  );
  return file.id;
}

async function completionColumns(
  tx: Executor,
  deps: TicketsDeps,
  ticket: Ticket,
  actor: TicketActor,
  input: TicketStatusInput,
  now: Date,
): Promise<Partial<NewTicket>> {
  const columns: Partial<NewTicket> = {
    completedAt: now,
    resolutionBusinessSeconds: await deps.hooks.measureBusinessSeconds(
      tx,
      ticket.organisationId,
      ticket,
      now,
    ),
    completedByUserId: actor.userId,
    completionNotes: input.completion_notes || ticket.completionNotes,
  };
  if (input.technician_signature) {
    columns.technicianSignatureFileId = await saveSignature(
      tx,
      deps,
      ticket,
      actor,
      input.technician_signature,
      'technician',
    );
  }
  if (input.customer_signature) {
    columns.customerSignatureFileId = await saveSignature(
      tx,
      deps,
      ticket,
      actor,
      input.customer_signature,
      'customer',
    );
    columns.customerSignatureName = input.customer_name ?? null;
  }
  return columns;
}

/** The first response: its time, and how long it took on the working calendar. */
export async function responseColumns(
  tx: Executor,
  deps: Pick<TicketsDeps, 'hooks'>,
  ticket: Ticket,
  now: Date,
): Promise<Partial<NewTicket>> {
  return {
    respondedAt: now,
    responseBusinessSeconds: await deps.hooks.measureBusinessSeconds(
      tx,
      ticket.organisationId,
      ticket,
      now,
    ),
  };
}

/** The columns a move sets besides the status itself. */
async function columnsForMove(
  tx: Executor,
  deps: TicketsDeps,
  ticket: Ticket,
  actor: TicketActor,
  input: TicketStatusInput,
  now: Date,
): Promise<Partial<NewTicket>> {
  const reason = input.reason?.trim() || null;
  // Leaving hold first: the clock resumes, whatever comes next.
  const resumed =
    ticket.status === 'on_hold'
      ? await deps.hooks.resumeDeadlines(tx, ticket.organisationId, ticket, now)
      : {};
  switch (input.status) {
    case 'in_progress':
      return {
        ...resumed,
        startedAt: ticket.startedAt ?? now,
        visitCount: ticket.visitCount + 1,
        // Starting work is the first response when nobody commented publicly before.
        ...(ticket.respondedAt ? {} : await responseColumns(tx, deps, ticket, now)),
      };
    case 'on_hold':
      return {
        holdReason: reason,
        ...(await deps.hooks.pauseDeadlines(tx, ticket.organisationId, ticket, now)),
      };
    case 'completed':
      await deps.hooks.checkCompletion?.(tx, ticket, {
        technicianSignature: Boolean(input.technician_signature),
      });
      return { ...resumed, ...(await completionColumns(tx, deps, ticket, actor, input, now)) };
    case 'closed':
      return { closedAt: now };
    case 'cancelled':
      return { ...resumed, cancelledAt: now, cancelReason: reason };
    case 'reopened': {
      // A new round of work: fresh deadlines from now and none of the old breach marks.
      const deadlines = await deps.hooks.computeDeadlines(
        tx,
        ticket.organisationId,
        {
          kind: ticket.kind,
          priority: ticket.priority,
          categoryId: ticket.categoryId,
          buildingId: ticket.buildingId,
        },
        now,
      );
      return {
        reopenCount: ticket.reopenCount + 1,
        reopenReason: reason,
        completedAt: null,
        resolutionBusinessSeconds: null,
        closedAt: null,
        slaPausedAt: null,
        resolutionRemainingSeconds: null,
        atRiskNotifiedAt: null,
        responseBreachedAt: null,
        resolutionBreachedAt: null,
        escalatedAt: null,
        ...deadlines,
      };
    }
    default:
      return { ...resumed };
  }
}

async function tellAboutMove(
  tx: Executor,
  deps: TicketsDeps,
  ticket: Ticket,
  actor: TicketActor,
  reason: string,
): Promise<void> {
  if (ticket.status === 'completed') await deps.hooks.ticketCompleted(tx, deps, ticket);
  if (ticket.status === 'reopened') {
    await deps.hooks.notify(tx, {
      organisationId: ticket.organisationId,
      userIds: await currentAssigneeIds(tx, ticket),
      type: 'ticket_reopened',
      ticketId: ticket.id,
      data: { number: ticket.number, title: ticket.title, actor: actor.name ?? '', reason },
      actorUserId: actor.userId,
      email: true,
    });
  }
}

/**
 * Moves the ticket (which the caller has already read inside `tx`, ideally locked) and returns
 * it as stored. Throws 409 for an illegal move and 422 when a reason is missing.
 */
export async function changeTicketStatus(
  tx: Executor,
  deps: TicketsDeps,
  ticket: Ticket,
  actor: TicketActor,
  input: TicketStatusInput,
  now = new Date(),
): Promise<Ticket> {
  const from = ticket.status;
  const to = input.status;
  assertLegalMove(ticket.kind, from, to, input.reason);
  const columns = await columnsForMove(tx, deps, ticket, actor, input, now);
  const [updated] = await forOrganisation(tx, ticket.organisationId).update(
    tickets,
    { ...columns, status: to, updatedAt: now },
    eq(tickets.id, ticket.id),
  );
  if (!updated) throw new Error('The ticket was not updated');
  const reason = input.reason?.trim() ?? '';
  await recordActivity(tx, {
    organisationId: ticket.organisationId,
    ticketId: ticket.id,
    type: 'status',
    actorUserId: actor.userId,
    actorName: actor.name ?? null,
    body: reason,
    visibility: PUBLIC_MOVES.includes(to) ? 'public' : 'internal',
    data: { from, to, reason: reason || null },
    at: now,
  });
  if (columns.technicianSignatureFileId || columns.customerSignatureFileId) {
    await recordActivity(tx, {
      organisationId: ticket.organisationId,
      ticketId: ticket.id,
      type: 'signature',
      actorUserId: actor.userId,
      actorName: actor.name ?? null,
      data: {
        technician: Boolean(columns.technicianSignatureFileId),
        customer_name: columns.customerSignatureName ?? null,
      },
      at: now,
    });
  }
  await tellAboutMove(tx, deps, updated, actor, reason);
  return updated;
}
