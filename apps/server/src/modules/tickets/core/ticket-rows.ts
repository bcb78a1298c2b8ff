/**
 * A ticket as lists show it: one query joining the names a row displays (building, location,
 * asset, category, team, contractor, reporter, SLA policy) and one query for the assignees of
 * all the rows at once, so a page costs two queries whatever its size. The detail, My Jobs and
 * the export build on the same select.
 */
import type { TTicketListItem, TTicketRef } from '@mainstay/contracts';
import { asc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  assets,
  buildings,
  contractors,
  locations,
  slaPolicies,
  teams,
  ticketAssignees,
  ticketCategories,
  tickets,
  users,
  type Ticket,
} from '../../../db/schema/index.ts';
import { slaOf } from '../../sla/sla-state.ts';

const { search: _search, ...TICKET_COLUMNS } = getTableColumns(tickets);

/** Every column but the search vector, which nothing reads back. */
export { TICKET_COLUMNS };
export type TicketRow = Omit<Ticket, 'search'>;

export const LIST_COLUMNS = {
  ticket: TICKET_COLUMNS,
  buildingName: buildings.name,
  locationName: locations.name,
  assetName: assets.name,
  assetCode: assets.code,
  categoryName: ticketCategories.name,
  teamName: teams.name,
  contractorName: contractors.companyName,
  reporterUserName: users.name,
  policyName: slaPolicies.name,
};

/** The ticket rows for `where` (already holding organisation and visibility), with their names. */
export function selectTicketRows(executor: Executor, where: SQL | undefined, order: SQL[]) {
  return executor
    .select(LIST_COLUMNS)
    .from(tickets)
    .leftJoin(buildings, eq(buildings.id, tickets.buildingId))
    .leftJoin(locations, eq(locations.id, tickets.locationId))
    .leftJoin(assets, eq(assets.id, tickets.assetId))
    .leftJoin(ticketCategories, eq(ticketCategories.id, tickets.categoryId))
    .leftJoin(teams, eq(teams.id, tickets.teamId))
    .leftJoin(contractors, eq(contractors.id, tickets.contractorId))
    .leftJoin(users, eq(users.id, tickets.reporterUserId))
    .leftJoin(slaPolicies, eq(slaPolicies.id, tickets.slaPolicyId))
    .where(where)
    .orderBy(...order);
}

export type TicketListRow = Awaited<ReturnType<typeof selectTicketRows>>[number];

/** The assignees of each ticket, by ticket id (one query for all of them). */
export async function assigneesOf(
  executor: Executor,
  ticketIds: readonly string[],
): Promise<Map<string, TTicketRef[]>> {
  const byTicket = new Map<string, TTicketRef[]>();
  if (ticketIds.length === 0) return byTicket;
  const rows = await executor
    .select({ ticketId: ticketAssignees.ticketId, id: users.id, name: users.name })
    .from(ticketAssignees)
    .innerJoin(users, eq(users.id, ticketAssignees.userId))
    .where(inArray(ticketAssignees.ticketId, [...ticketIds]))
    .orderBy(asc(users.name), asc(users.id));
  for (const row of rows) {
    const list = byTicket.get(row.ticketId) ?? [];
    list.push({ id: row.id, name: row.name });
    byTicket.set(row.ticketId, list);
  }
  return byTicket;
}

const ref = (id: string | null, name: string | null): TTicketRef | null =>
  id ? { id, name: name ?? '' } : null;

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function toTicketListItem(
  row: TicketListRow,
  assignees: TTicketRef[],
  now: Date,
): TTicketListItem {
  const { ticket } = row;
  return {
    id: ticket.id,
    kind: ticket.kind,
    number: ticket.number,
    title: ticket.title,
    status: ticket.status,
    priority: ticket.priority,
    category: ref(ticket.categoryId, row.categoryName),
    building: { id: ticket.buildingId, name: row.buildingName ?? '' },
    location: ref(ticket.locationId, row.locationName),
    asset: ticket.assetId
      ? { id: ticket.assetId, name: row.assetName ?? '', code: row.assetCode ?? '' }
      : null,
    assignees,
    team: ref(ticket.teamId, row.teamName),
    contractor: ref(ticket.contractorId, row.contractorName),
    reporter: {
      user: ref(ticket.reporterUserId, row.reporterUserName),
      name: ticket.reporterName ?? row.reporterUserName ?? '',
      email: ticket.reporterEmail,
      phone: ticket.reporterPhone,
    },
    tags: ticket.tags,
    due_at: iso(ticket.dueAt),
    sla: slaOf(ticket, ref(ticket.slaPolicyId, row.policyName), now),
    created_at: ticket.createdAt.toISOString(),
    updated_at: ticket.updatedAt.toISOString(),
    completed_at: iso(ticket.completedAt),
  };
}

/** List items for rows already read, with their assignees (one more query). */
export async function toTicketListItems(
  executor: Executor,
  rows: TicketListRow[],
  now: Date,
): Promise<TTicketListItem[]> {
  const assignees = await assigneesOf(
    executor,
    rows.map((row) => row.ticket.id),
  );
  return rows.map((row) => toTicketListItem(row, assignees.get(row.ticket.id) ?? [], now));
}
