/**
 * Changing a ticket's fields: only what is sent changes. The timeline records each changed field
 * (before and after) and any change of who works on it; newly assigned people are told. A new
 * ticket that gets someone becomes assigned (and an assigned one left with nobody, new again).
 * A change of priority, category or building recomputes the SLA deadlines from the creation.
 */
import {
  UNASSIGNED_STATUS,
  type TTicketKind,
  type TTicketStatus,
  type ZUpdateTicketRequest,
} from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import type { TicketHooks } from '../ticket-hooks.ts';
import { tickets, type NewTicket, type Ticket } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import { forOrganisation } from '../../../lib/tenancy.ts';
import { recordActivity } from '../ticket-activity.ts';
import { canAssignTickets, type TicketViewer } from '../ticket-access.ts';
import {
  assignmentChanged,
  currentAssigneeIds,
  isAssigned,
  recordAssignment,
  replaceAssignees,
  replaceWatchers,
  type Assignment,
  type TicketActor,
} from './ticket-assignment.ts';
import { normaliseTags } from './ticket-create.ts';
import { checkTicketReferences } from './ticket-references.ts';

export type UpdateTicketInput = z.output<typeof ZUpdateTicketRequest>;

/** The fields compared for the timeline: request key -> the stored value. */
function editableValues(ticket: Ticket): Record<string, unknown> {
  return {
    title: ticket.title,
    description: ticket.description,
    building_id: ticket.buildingId,
    location_id: ticket.locationId,
    asset_id: ticket.assetId,
    category_id: ticket.categoryId,
    priority: ticket.priority,
    reporter_user_id: ticket.reporterUserId,
    reporter_name: ticket.reporterName,
    reporter_email: ticket.reporterEmail,
    reporter_phone: ticket.reporterPhone,
    due_at: ticket.dueAt?.toISOString() ?? null,
    tags: ticket.tags,
  };
}

/** The columns the request sets (undefined fields are left alone). */
function requestedColumns(ticket: Ticket, input: UpdateTicketInput): Partial<NewTicket> {
  const columns: Partial<NewTicket> = {};
  const set = <K extends keyof NewTicket>(key: K, value: NewTicket[K] | undefined) => {
    if (value !== undefined) columns[key] = value;
  };
  set('title', input.title);
  set('description', input.description);
  set('buildingId', input.building_id);
  set('locationId', input.location_id);
  set('assetId', input.asset_id);
  set('categoryId', input.category_id);
  set('priority', input.priority);
  set('reporterUserId', input.reporter_user_id);
  set('reporterName', input.reporter_name);
  set('reporterEmail', input.reporter_email);
  set('reporterPhone', input.reporter_phone);
  if (input.due_at !== undefined) columns.dueAt = input.due_at ? new Date(input.due_at) : null;
  if (input.tags !== undefined) columns.tags = normaliseTags(input.tags);
  // Moving to another building leaves behind a location or asset that was not re-chosen.
  if (input.building_id && input.building_id !== ticket.buildingId) {
    if (input.location_id === undefined) columns.locationId = null;
    if (input.asset_id === undefined) columns.assetId = null;
  }
  return columns;
}

/** Field -> { before, after } for every field whose value really changes. */
function changesOf(
  before: Ticket,
  after: Ticket,
): Record<string, { before: unknown; after: unknown }> {
  const old = editableValues(before);
  const next = editableValues(after);
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of Object.keys(next)) {
    if (JSON.stringify(old[key]) !== JSON.stringify(next[key])) {
      changes[key] = { before: old[key], after: next[key] };
    }
  }
  return changes;
}

/** Deadlines again from the creation when what decides the policy changed. */
async function slaColumns(
  tx: Executor,
  hooks: TicketHooks,
  ticket: Ticket,
  columns: Partial<NewTicket>,
): Promise<Partial<NewTicket>> {
  const next = { ...ticket, ...columns } as Ticket;
  const decisive =
    next.priority !== ticket.priority ||
    next.categoryId !== ticket.categoryId ||
    next.buildingId !== ticket.buildingId;
  const open = !['completed', 'closed', 'cancelled'].includes(ticket.status);
  if (!decisive || !open) return {};
  const deadlines = await hooks.computeDeadlines(
    tx,
    ticket.organisationId,
    {
      kind: next.kind,
      priority: next.priority,
      categoryId: next.categoryId,
      buildingId: next.buildingId,
    },
    ticket.createdAt,
  );
  if (!ticket.slaPausedAt) return deadlines;
  // Still on hold: the new deadlines stay paused from when the hold began.
  const paused = await hooks.pauseDeadlines(
    tx,
    ticket.organisationId,
    { ...next, ...deadlines, slaPausedAt: null } as Ticket,
    ticket.slaPausedAt,
  );
  return { ...deadlines, ...paused };
}

/**
 * The status that follows an assignment change: new (scheduled for a PPM task) <-> assigned;
 * others keep theirs.
 */
function statusAfterAssignment(
  kind: TTicketKind,
  status: TTicketStatus,
  after: Assignment,
): TTicketStatus {
  const unassigned = UNASSIGNED_STATUS[kind];
  if (status === unassigned && isAssigned(after)) return 'assigned';
  if (status === 'assigned' && !isAssigned(after)) return unassigned;
  return status;
}

/**
 * Applies the update to a ticket read (and locked) inside `tx`; the caller checked the right to
 * change it. Returns the stored ticket.
 */
export async function applyTicketUpdate(
  tx: Executor,
  hooks: TicketHooks,
  viewer: TicketViewer,
  ticket: Ticket,
  actor: TicketActor,
  input: UpdateTicketInput,
  now = new Date(),
): Promise<Ticket> {
  const columns = requestedColumns(ticket, input);
  const buildingId = columns.buildingId ?? ticket.buildingId;
  await checkTicketReferences(tx, viewer, ticket.kind, {
    buildingId,
    buildingChanged: buildingId !== ticket.buildingId,
    locationId: columns.locationId,
    assetId: columns.assetId,
    categoryId: input.category_id,
    teamId: input.team_id,
    contractorId: input.contractor_id,
    reporterUserId: input.reporter_user_id,
    assigneeIds: input.assignee_ids,
    watcherIds: input.watcher_ids,
  });
  const before: Assignment = {
    assigneeIds: await currentAssigneeIds(tx, ticket),
    teamId: ticket.teamId,
    contractorId: ticket.contractorId,
  };
  const after: Assignment = {
    assigneeIds: input.assignee_ids ? [...new Set(input.assignee_ids)] : before.assigneeIds,
    teamId: input.team_id === undefined ? before.teamId : input.team_id,
    contractorId: input.contractor_id === undefined ? before.contractorId : input.contractor_id,
  };
  const reassigned = assignmentChanged(before, after);
  const reporterChanged =
    input.reporter_user_id !== undefined && input.reporter_user_id !== ticket.reporterUserId;
  if ((reassigned || reporterChanged) && !canAssignTickets(viewer, ticket.kind)) {
    throw new AppError('TICKET_ASSIGN_FORBIDDEN');
  }
  const status = reassigned
    ? statusAfterAssignment(ticket.kind, ticket.status, after)
    : ticket.status;
  const [updated] = await forOrganisation(tx, ticket.organisationId).update(
    tickets,
    {
      ...columns,
      ...(await slaColumns(tx, hooks, ticket, columns)),
      teamId: after.teamId,
      contractorId: after.contractorId,
      status,
      updatedAt: now,
    },
    eq(tickets.id, ticket.id),
  );
  if (!updated) throw new Error('The ticket was not updated');
  const changes = changesOf(ticket, updated);
  if (input.watcher_ids) await replaceWatchers(tx, ticket, input.watcher_ids);
  const base = {
    organisationId: ticket.organisationId,
    ticketId: ticket.id,
    actorUserId: actor.userId,
    actorName: actor.name ?? null,
    at: now,
  };
  if (Object.keys(changes).length > 0) {
    await recordActivity(tx, { ...base, type: 'update', data: { changes } });
  }
  if (reassigned) {
    await replaceAssignees(tx, ticket, after.assigneeIds);
    await recordAssignment(tx, hooks, updated, actor, before, after);
  }
  if (status !== ticket.status) {
    await recordActivity(tx, {
      ...base,
      type: 'status',
      data: { from: ticket.status, to: status, reason: null },
    });
  }
  return updated;
}
