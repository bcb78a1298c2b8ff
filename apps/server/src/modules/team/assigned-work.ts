/**
 * A member's assigned work for the member page: tickets assigned to them directly, the open ones
 * (most urgent deadline first, up to 20) and the 10 most recently finished. The caller's building
 * scope applies, as everywhere else.
 */
import { OPEN_TICKET_STATUSES, type TAssignedWorkItem } from '@mainstay/contracts';
import { and, asc, desc, exists, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ticketAssignees, tickets } from '../../db/schema/index.ts';
import { withinBuildings, type AccessScope } from '../../lib/access-scope.ts';
import { forOrganisation } from '../../lib/tenancy.ts';

export async function assignedWorkOf(
  executor: Executor,
  organisationId: string,
  userId: string,
  scope: AccessScope,
): Promise<{ current: TAssignedWorkItem[]; past: TAssignedWorkItem[] }> {
  const assigned = and(
    forOrganisation(executor, organisationId).where(tickets),
    exists(
      sql`(select 1 from ${ticketAssignees} where ${ticketAssignees.ticketId} = ${tickets.id} and ${ticketAssignees.userId} = ${userId})`,
    ),
    withinBuildings(scope, tickets.buildingId),
  ) as SQL;
  const columns = {
    id: tickets.id,
    kind: tickets.kind,
    number: tickets.number,
    title: tickets.title,
    status: tickets.status,
    dueAt: sql<Date | null>`coalesce(${tickets.dueAt}, ${tickets.resolutionDueAt})`.mapWith(
      (value: string | Date | null) => (value ? new Date(value) : null),
    ),
  };
  const open = [...OPEN_TICKET_STATUSES];
  const [current, past] = await Promise.all([
    executor
      .select(columns)
      .from(tickets)
      .where(and(assigned, inArray(tickets.status, open)))
      .orderBy(sql`${tickets.resolutionDueAt} asc nulls last`, asc(tickets.createdAt))
      .limit(20),
    executor
      .select(columns)
      .from(tickets)
      .where(and(assigned, notInArray(tickets.status, open)))
      .orderBy(desc(tickets.updatedAt))
      .limit(10),
  ]);
  const toItem = (row: (typeof current)[number]): TAssignedWorkItem => ({
    id: row.id,
    kind: row.kind,
    reference: row.number,
    title: row.title,
    status: row.status,
    due_at: row.dueAt?.toISOString() ?? null,
  });
  return { current: current.map(toItem), past: past.map(toItem) };
}
