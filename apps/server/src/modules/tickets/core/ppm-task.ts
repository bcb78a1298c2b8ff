/**
 * PPM tasks made by a schedule, inside the generator's transaction. The schedule has already
 * decided everything (where, what, who, when), so no reference check or right is asked here, as
 * for tickets opened on someone's behalf. The task gets the next PM number, `scheduled` when
 * nobody is named and `assigned` otherwise, its due date and compliance deadline, and a timeline
 * that starts with its creation by the schedule; the people assigned are told.
 */
import { canMoveTicket, type TTicketPriority } from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { tickets, type Ticket } from '../../../db/schema/index.ts';
import { forOrganisation } from '../../../lib/tenancy.ts';
import { recordActivity } from '../ticket-activity.ts';
import type { TicketsDeps } from '../tickets.shared.ts';
import {
  isAssigned,
  recordAssignment,
  replaceAssignees,
  type Assignment,
} from './ticket-assignment.ts';
import { insertNumbered } from './ticket-create.ts';

export interface PpmTaskInput {
  organisationId: string;
  scheduleId: string;
  occurrenceId: string;
  /** The schedule's title, shown in the timeline as who created the task. */
  scheduleTitle: string;
  title: string;
  description: string;
  priority: TTicketPriority;
  categoryId: string | null;
  buildingId: string;
  locationId: string | null;
  assetId: string | null;
  assignment: Assignment;
  dueAt: Date;
  complianceDueAt: Date;
}

export async function openPpmTask(
  tx: Executor,
  deps: Pick<TicketsDeps, 'hooks'>,
  input: PpmTaskInput,
  now = new Date(),
): Promise<Ticket> {
  const { organisationId, assignment } = input;
  const row = await insertNumbered(tx, {
    organisationId,
    kind: 'ppm',
    title: input.title,
    description: input.description,
    buildingId: input.buildingId,
    locationId: input.locationId,
    assetId: input.assetId,
    categoryId: input.categoryId,
    priority: input.priority,
    status: isAssigned(assignment) ? 'assigned' : 'scheduled',
    teamId: assignment.teamId,
    contractorId: assignment.contractorId,
    dueAt: input.dueAt,
    complianceDueAt: input.complianceDueAt,
    ppmScheduleId: input.scheduleId,
    ppmOccurrenceId: input.occurrenceId,
    createdAt: now,
    updatedAt: now,
  });
  if (assignment.assigneeIds.length) await replaceAssignees(tx, row, assignment.assigneeIds);
  const actor = { userId: null, name: input.scheduleTitle };
  await recordActivity(tx, {
    organisationId,
    ticketId: row.id,
    type: 'created',
    actorUserId: null,
    actorName: actor.name,
    visibility: 'public',
    data: { number: row.number, schedule_id: input.scheduleId },
    at: now,
  });
  if (isAssigned(assignment)) {
    const nobody: Assignment = { assigneeIds: [], teamId: null, contractorId: null };
    await recordAssignment(tx, deps.hooks, row, actor, nobody, assignment);
  }
  return row;
}

/**
 * Marks a task of a schedule missed because its next occurrence came while it was still undone
 * (the schedule's `miss_previous`). A task under way (in progress, reopened) stays open: work on
 * it has begun. Returns whether it was marked.
 */
export async function markPpmTaskMissed(
  tx: Executor,
  task: Ticket,
  scheduleTitle: string,
  now = new Date(),
): Promise<boolean> {
  if (task.kind !== 'ppm' || !canMoveTicket('ppm', task.status, 'missed')) return false;
  await forOrganisation(tx, task.organisationId).update(
    tickets,
    { status: 'missed', missedAt: now, missedReason: null, updatedAt: now },
    eq(tickets.id, task.id),
  );
  await recordActivity(tx, {
    organisationId: task.organisationId,
    ticketId: task.id,
    type: 'status',
    actorUserId: null,
    actorName: scheduleTitle,
    body: '',
    visibility: 'internal',
    data: { from: task.status, to: 'missed', reason: null, cause: 'next_occurrence' },
    at: now,
  });
  return true;
}
