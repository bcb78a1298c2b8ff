/**
 * A ticket as lists show it: one query reads a page of tickets with the names a row displays
 * (building, location, asset, category, team, contractor, reporter, SLA policy) and its
 * assignees. The detail, My Jobs and the export build on the same select.
 */
import type { TTicketListItem, TTicketRef } from '@mainstay/contracts';
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { preparedPerHandle } from '../../../db/prepared.ts';
import { tenantCondition } from '../../../lib/tenancy.ts';
import {
  assets,
  buildings,
  contractors,
  locations,
  ppmSchedules,
  slaPolicies,
  teams,
  ticketAssignees,
  ticketCategories,
  tickets,
  users,
  type Ticket,
} from '../../../db/schema/index.ts';
import { slaOf } from '../sla-state.ts';
import { complianceOf } from '../ticket-measures.ts';
import {
  fromPerson,
  jsonList,
  nameVia,
  person,
  personJson,
  type PersonJson,
} from './ticket-sql.ts';

const { search: _search, ...TICKET_COLUMNS } = getTableColumns(tickets);

/** Every column but the search vector, which nothing reads back. */
export { TICKET_COLUMNS };
export type TicketRow = Omit<Ticket, 'search'>;

/**
 * The ticket and the names a row shows: the building joined (lists sort by its name), the
 * others read by id in scalar subqueries, evaluated only for the rows returned.
 */
export const LIST_COLUMNS = {
  ticket: TICKET_COLUMNS,
  buildingName: buildings.name,
  locationName: nameVia(locations, locations.name, tickets.locationId),
  assetName: nameVia(assets, assets.name, tickets.assetId),
  assetCode: nameVia(assets, assets.code, tickets.assetId),
  categoryName: nameVia(ticketCategories, ticketCategories.name, tickets.categoryId),
  categoryKey: nameVia(ticketCategories, ticketCategories.key, tickets.categoryId),
  teamName: nameVia(teams, teams.name, tickets.teamId),
  contractorName: nameVia(contractors, contractors.companyName, tickets.contractorId),
  reporterUserName: nameVia(users, users.name, tickets.reporterUserId),
  policyName: nameVia(slaPolicies, slaPolicies.name, tickets.slaPolicyId),
  scheduleTitle: nameVia(ppmSchedules, ppmSchedules.title, tickets.ppmScheduleId),
  assignees: jsonList<PersonJson>(
    sql`select json_agg(${personJson} order by ${person.name}, ${person.id})
      from ${ticketAssignees} inner join ${fromPerson} on ${person.id} = ${ticketAssignees.userId}
      where ${ticketAssignees.ticketId} = ${tickets.id}`,
  ),
};

/** The ticket rows for `where` (already holding organisation and visibility), with their names. */
export function selectTicketRows(executor: Executor, where: SQL | undefined, order: SQL[]) {
  return executor
    .select(LIST_COLUMNS)
    .from(tickets)
    .leftJoin(buildings, eq(buildings.id, tickets.buildingId))
    .where(where)
    .orderBy(...order);
}

export type TicketListRow = Awaited<ReturnType<typeof selectTicketRows>>[number];

/** The rows of a page by id, prepared once per database handle. */
const rowsById = preparedPerHandle((executor) =>
  selectTicketRows(
    executor,
    sql`${tickets.id} = any(${sql.placeholder('ids')}::uuid[])
      and ${tenantCondition(tickets, sql.placeholder('organisationId'))}`,
    [],
  ).prepare('ticket_rows_by_id'),
);

/**
 * The rows of a page whose ids were chosen (in order) by a query on the tickets table alone:
 * choosing is cheap to plan, and reading the rows with their names is a prepared statement.
 */
export async function ticketRowsInOrder(
  executor: Executor,
  organisationId: string,
  ids: readonly string[],
): Promise<TicketListRow[]> {
  if (ids.length === 0) return [];
  const rows = await rowsById(executor).execute({ ids: [...ids], organisationId });
  const byId = new Map(rows.map((row) => [row.ticket.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const ref = (id: string | null, name: string | null): TTicketRef | null =>
  id ? { id, name: name ?? '' } : null;

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function toTicketListItem(row: TicketListRow, now: Date): TTicketListItem {
  const { ticket } = row;
  return {
    id: ticket.id,
    kind: ticket.kind,
    number: ticket.number,
    title: ticket.title,
    status: ticket.status,
    priority: ticket.priority,
    category: ticket.categoryId
      ? { id: ticket.categoryId, name: row.categoryName ?? '', key: row.categoryKey }
      : null,
    building: { id: ticket.buildingId, name: row.buildingName ?? '' },
    location: ref(ticket.locationId, row.locationName),
    asset: ticket.assetId
      ? { id: ticket.assetId, name: row.assetName ?? '', code: row.assetCode ?? '' }
      : null,
    assignees: row.assignees,
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
    ppm:
      ticket.kind === 'ppm'
        ? {
            schedule: ticket.ppmScheduleId
              ? { id: ticket.ppmScheduleId, name: row.scheduleTitle ?? '' }
              : null,
            compliance_due_at: iso(ticket.complianceDueAt),
            compliance: complianceOf(ticket, now),
          }
        : null,
  };
}
