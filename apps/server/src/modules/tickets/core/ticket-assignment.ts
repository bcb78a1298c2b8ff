/**
 * Who works on a ticket and who follows it: replacing the assignee and watcher lists, recording
 * an assignment in the timeline, and telling the people newly assigned (in the app and by mail).
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import type { TicketHooks } from '../ticket-hooks.ts';
import { ticketAssignees, ticketWatchers, type Ticket } from '../../../db/schema/index.ts';
import { forOrganisation } from '../../../lib/tenancy.ts';
import { recordActivity } from '../ticket-activity.ts';

/** Who did something: a user, or (signed links, the system) nobody with a name. */
export interface TicketActor {
  userId: string | null;
  name?: string | null;
}

export interface Assignment {
  assigneeIds: string[];
  teamId: string | null;
  contractorId: string | null;
}

export const isAssigned = (assignment: Assignment): boolean =>
  assignment.assigneeIds.length > 0 || Boolean(assignment.teamId || assignment.contractorId);

/** A ticket as the assignment functions need it: which, and whose. */
type TicketKey = Pick<Ticket, 'id' | 'organisationId'>;

export async function currentAssigneeIds(executor: Executor, ticket: TicketKey): Promise<string[]> {
  const rows = await executor
    .select({ userId: ticketAssignees.userId })
    .from(ticketAssignees)
    .where(
      forOrganisation(executor, ticket.organisationId).where(
        ticketAssignees,
        eq(ticketAssignees.ticketId, ticket.id),
      ),
    );
  return rows.map((row) => row.userId);
}

/** Makes the ticket's people in `table` (assignees or watchers) exactly `userIds`. */
async function replacePeople(
  executor: Executor,
  table: typeof ticketAssignees | typeof ticketWatchers,
  ticket: TicketKey,
  userIds: readonly string[],
): Promise<void> {
  const tenant = forOrganisation(executor, ticket.organisationId);
  await tenant.delete(table, eq(table.ticketId, ticket.id));
  await tenant.insert(
    table,
    [...new Set(userIds)].map((userId) => ({ ticketId: ticket.id, userId })),
  );
}

/** Makes the ticket's assignees exactly `userIds`. */
export async function replaceAssignees(
  executor: Executor,
  ticket: TicketKey,
  userIds: readonly string[],
): Promise<void> {
  await replacePeople(executor, ticketAssignees, ticket, userIds);
}

/** Makes the ticket's watchers exactly `userIds`. */
export async function replaceWatchers(
  executor: Executor,
  ticket: TicketKey,
  userIds: readonly string[],
): Promise<void> {
  await replacePeople(executor, ticketWatchers, ticket, userIds);
}

/**
 * Records the assignment in the timeline and tells the users newly assigned (not those who
 * already were, and never the actor).
 */
export async function recordAssignment(
  executor: Executor,
  hooks: Pick<TicketHooks, 'notify'>,
  ticket: Pick<Ticket, 'id' | 'organisationId' | 'number' | 'title'>,
  actor: TicketActor,
  before: Assignment,
  after: Assignment,
): Promise<void> {
  await recordActivity(executor, {
    organisationId: ticket.organisationId,
    ticketId: ticket.id,
    type: 'assignment',
    actorUserId: actor.userId,
    actorName: actor.name ?? null,
    data: {
      assignees: after.assigneeIds,
      team: after.teamId,
      contractor: after.contractorId,
      previous: {
        assignees: before.assigneeIds,
        team: before.teamId,
        contractor: before.contractorId,
      },
    },
  });
  const added = after.assigneeIds.filter((id) => !before.assigneeIds.includes(id));
  if (added.length === 0) return;
  await hooks.notify(executor, {
    organisationId: ticket.organisationId,
    userIds: added,
    type: 'ticket_assigned',
    ticketId: ticket.id,
    data: { number: ticket.number, title: ticket.title, actor: actor.name ?? '' },
    actorUserId: actor.userId,
    email: true,
  });
}

/** True when two assignments differ (the order of assignees does not matter). */
export function assignmentChanged(before: Assignment, after: Assignment): boolean {
  const sorted = (ids: string[]) => [...ids].sort().join(',');
  return (
    before.teamId !== after.teamId ||
    before.contractorId !== after.contractorId ||
    sorted(before.assigneeIds) !== sorted(after.assigneeIds)
  );
}
