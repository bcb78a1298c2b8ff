/**
 * Creating a ticket: references checked, the next number of its kind taken, SLA deadlines set,
 * assignees and watchers stored, the timeline started and the assignees told.
 */
import {
  UNASSIGNED_STATUS,
  type TTicketDetail,
  type TTicketKind,
  type ZCreateTicketRequest,
} from '@mainstay/contracts';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import { ticketCounters, tickets, type NewTicket, type Ticket } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import { forOrganisation } from '../../../lib/tenancy.ts';
import { recordActivity } from '../ticket-activity.ts';
import { canAssignTickets, type TicketViewer } from '../ticket-access.ts';
import { ticketNumber, type TicketsDeps } from '../tickets.shared.ts';
import {
  isAssigned,
  recordAssignment,
  replaceAssignees,
  replaceWatchers,
  type Assignment,
  type TicketActor,
} from './ticket-assignment.ts';
import { ticketDetail } from './ticket-detail.ts';
import { checkTicketReferences } from './ticket-references.ts';

type CreateInput = z.output<typeof ZCreateTicketRequest>;

/** Tags as stored: trimmed, lower-cased, without repeats. */
export const normaliseTags = (tags: readonly string[]): string[] => [
  ...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean)),
];

/** The caller as an actor of the timeline (with the name notifications show). */
export function actorOf(viewer: TicketViewer): TicketActor {
  return { userId: viewer.auth.userId, name: viewer.auth.userName };
}

/**
 * Inserts the ticket with the next number of its kind, taken from the organisation's counter
 * (created from the highest number in use the first time). The counter row stays locked until
 * the transaction ends, so simultaneous creations wait their turn instead of colliding.
 */
export async function insertNumbered(
  tx: Executor,
  values: Omit<NewTicket, 'seq' | 'number'>,
): Promise<Ticket> {
  const { organisationId, ...columns } = values;
  const { kind } = columns;
  const tenant = forOrganisation(tx, organisationId);
  const [counter] = await tx
    .insert(ticketCounters)
    .values({
      organisationId,
      kind,
      lastSeq: sql`(select coalesce(max(${tickets.seq}), 0) + 1 from ${tickets}
        where ${tenant.where(tickets, eq(tickets.kind, kind))})`,
    })
    .onConflictDoUpdate({
      target: [ticketCounters.organisationId, ticketCounters.kind],
      set: { lastSeq: sql`${ticketCounters.lastSeq} + 1` },
    })
    .returning({ seq: ticketCounters.lastSeq });
  if (!counter) throw new Error('No ticket number was given');
  const [row] = await tenant.insert(tickets, [
    { ...columns, seq: counter.seq, number: ticketNumber(kind, counter.seq) },
  ]);
  if (!row) throw new Error('The ticket was not stored');
  return row;
}

/** The reporter: a user of the organisation, someone without an account, or the caller. */
function reporterOf(input: CreateInput, viewer: TicketViewer) {
  const named = input.reporter_name || input.reporter_email || input.reporter_phone;
  const userId = input.reporter_user_id ?? (named ? null : viewer.auth.userId);
  return {
    reporterUserId: userId,
    reporterName: input.reporter_name ?? null,
    reporterEmail: input.reporter_email ?? null,
    reporterPhone: input.reporter_phone ?? null,
  };
}

/**
 * Stores the answer inside the creation's transaction (the request's Idempotency-Key, see
 * plugins/idempotency.ts), so the ticket and the answer a retry gets commit together.
 */
export type AnswerWithinWork = (tx: Executor, detail: TTicketDetail) => Promise<void>;

export async function createTicket(
  deps: TicketsDeps,
  viewer: TicketViewer,
  kind: TTicketKind,
  input: CreateInput,
  answerWithinWork?: AnswerWithinWork,
  now = new Date(),
): Promise<TTicketDetail> {
  const organisationId = viewer.auth.organisationId;
  const assignment: Assignment = {
    assigneeIds: [...new Set(input.assignee_ids ?? [])],
    teamId: input.team_id ?? null,
    contractorId: input.contractor_id ?? null,
  };
  // Reporting needs `add`; choosing who works on it, follows it or whom it is reported for is
  // assigning, which needs `write` on the kind, as it does when editing.
  const forSomeoneElse = Boolean(
    input.reporter_user_id && input.reporter_user_id !== viewer.auth.userId,
  );
  const watching = (input.watcher_ids?.length ?? 0) > 0;
  if ((isAssigned(assignment) || watching || forSomeoneElse) && !canAssignTickets(viewer, kind)) {
    throw new AppError('TICKET_ASSIGN_FORBIDDEN');
  }
  const created = await deps.db.transaction(async (tx) => {
    await checkTicketReferences(tx, viewer, kind, {
      buildingId: input.building_id,
      buildingChanged: true,
      locationId: input.location_id,
      assetId: input.asset_id,
      categoryId: input.category_id,
      teamId: assignment.teamId,
      contractorId: assignment.contractorId,
      reporterUserId: input.reporter_user_id,
      assigneeIds: assignment.assigneeIds,
      watcherIds: input.watcher_ids,
    });
    const priority = input.priority ?? 'medium';
    const categoryId = input.category_id ?? null;
    const deadlines = await deps.hooks.computeDeadlines(
      tx,
      organisationId,
      { kind, priority, categoryId, buildingId: input.building_id },
      now,
    );
    // Everything that only reads comes first: the counter row stays locked from the number
    // taken to the commit, so other creations in the organisation wait only for the writes.
    const actor = actorOf(viewer);
    const row = await insertNumbered(tx, {
      organisationId,
      kind,
      title: input.title,
      description: input.description ?? '',
      buildingId: input.building_id,
      locationId: input.location_id ?? null,
      assetId: input.asset_id ?? null,
      categoryId,
      priority,
      status: isAssigned(assignment) ? 'assigned' : UNASSIGNED_STATUS[kind],
      ...reporterOf(input, viewer),
      dueAt: input.due_at ? new Date(input.due_at) : null,
      teamId: assignment.teamId,
      contractorId: assignment.contractorId,
      tags: normaliseTags(input.tags ?? []),
      createdByUserId: viewer.auth.userId,
      createdAt: now,
      updatedAt: now,
      ...deadlines,
    });
    if (assignment.assigneeIds.length) await replaceAssignees(tx, row, assignment.assigneeIds);
    if (input.watcher_ids?.length) await replaceWatchers(tx, row, input.watcher_ids);
    await recordActivity(tx, {
      organisationId,
      ticketId: row.id,
      type: 'created',
      actorUserId: actor.userId,
      visibility: 'public',
      data: { number: row.number },
      at: now,
    });
    if (isAssigned(assignment)) {
      const nobody: Assignment = { assigneeIds: [], teamId: null, contractorId: null };
      await recordAssignment(tx, deps.hooks, row, actor, nobody, assignment);
    }
    if (!answerWithinWork) return { row, detail: undefined };
    const detail = await ticketDetail(deps, viewer, row, now, tx);
    await answerWithinWork(tx, detail);
    return { row, detail };
  });
  return created.detail ?? ticketDetail(deps, viewer, created.row);
}
