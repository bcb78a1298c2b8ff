/**
 * The WHERE and ORDER BY of the ticket list, shared by the list, its export and bulk actions.
 * Visibility comes from ticket-access.ts; every filter here only narrows it further.
 */
import {
  TICKET_NUMBER_PREFIX,
  type TTicketFilters,
  type TTicketKind,
  type TTicketSortColumn,
} from '@mainstay/contracts';
import {
  and,
  asc,
  desc,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  not,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { buildings, locations, ticketAssignees, tickets } from '../../../db/schema/index.ts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { searchCondition } from '../../../lib/list-query.ts';
import { forOrganisation, tenantCondition, type TenantScope } from '../../../lib/tenancy.ts';
import { slaStateSql } from '../sla-state.ts';
import { visibleTickets, type TicketViewer } from '../ticket-access.ts';
import {
  complianceCondition,
  firstVisit,
  overdueTicket,
  resolutionResult,
  responseResult,
  withinDays,
} from '../ticket-measures.ts';
import { loadTicketSettings } from '../ticket-settings.ts';

export type TicketListFilters = TTicketFilters & { search?: string | undefined };

const DAY_FILTERS = [
  'created_from',
  'created_to',
  'due_from',
  'due_to',
  'completed_from',
  'completed_to',
  'responded_from',
  'responded_to',
  'rated_from',
  'rated_to',
] as const;

/**
 * The filters on days, in the organisation's time zone (its ticket settings are read only when
 * one is given), and the ones the service dashboard drills into (ticket-measures.ts).
 */
async function measureConditions(
  executor: Executor,
  organisationId: string,
  filters: TicketListFilters,
  now: Date,
): Promise<SQL[]> {
  const conditions: SQL[] = [];
  if (DAY_FILTERS.some((name) => filters[name])) {
    const { timezone } = await loadTicketSettings(executor, organisationId);
    const days = (column: PgColumn, from?: string, to?: string) =>
      conditions.push(...withinDays(column, timezone, from, to));
    days(tickets.createdAt, filters.created_from, filters.created_to);
    days(tickets.dueAt, filters.due_from, filters.due_to);
    days(tickets.completedAt, filters.completed_from, filters.completed_to);
    days(tickets.respondedAt, filters.responded_from, filters.responded_to);
    days(tickets.feedbackAt, filters.rated_from, filters.rated_to);
  }
  if (filters.overdue) {
    const overdue = overdueTicket(now);
    conditions.push(filters.overdue === 'true' ? overdue : not(overdue));
  }
  if (filters.rating?.length) {
    conditions.push(inArray(tickets.feedbackRating, filters.rating.map(Number)));
  }
  if (filters.sla_result?.length) {
    const results = {
      response_met: () => responseResult(false),
      response_breached: () => responseResult(true),
      resolution_met: () => resolutionResult(false),
      resolution_breached: () => resolutionResult(true),
    };
    conditions.push(or(...filters.sla_result.map((result) => results[result]())) as SQL);
  }
  if (filters.compliance?.length) {
    conditions.push(
      or(...filters.compliance.map((state) => complianceCondition(state, now))) as SQL,
    );
  }
  if (filters.first_visit) {
    const first = firstVisit();
    conditions.push(
      filters.first_visit === 'true' ? first : and(isNotNull(tickets.completedAt), not(first))!,
    );
  }
  return conditions;
}

/**
 * The search box: words of number, title, description and reporter (as prefixes), or a ticket
 * number. The text parser splits "RT-000123" into pieces, so a number typed whole (RT-000123,
 * RT-123, 000123 or 123) is also matched on the sequence, which a unique index answers. Without
 * a kind (My Jobs spans both), the prefix typed chooses the kind.
 */
export function ticketSearch(text: string | undefined, kind?: TTicketKind): SQL | undefined {
  const words = searchCondition(tickets.search, text);
  const match = /^(?:([a-z]{2})-?)?0*(\d{1,9})$/i.exec(text?.trim() ?? '');
  if (!words || !match) return words;
  const [, prefix, digits] = match;
  const typedKind = (Object.keys(TICKET_NUMBER_PREFIX) as TTicketKind[]).find(
    (candidate) => TICKET_NUMBER_PREFIX[candidate] === prefix?.toUpperCase(),
  );
  if (prefix && (!typedKind || (kind && typedKind !== kind))) return words;
  const sameNumber = eq(tickets.seq, Number(digits));
  return or(words, typedKind && !kind ? and(sameNumber, eq(tickets.kind, typedKind)) : sameNumber);
}

/** Tickets in the location or anywhere under it (a prefix match on the materialised path). */
async function inLocationTree(tenant: TenantScope, locationId: string): Promise<SQL> {
  const { executor } = tenant;
  const [location] = await executor
    .select({ path: locations.path })
    .from(locations)
    .where(tenant.where(locations, eq(locations.id, locationId)));
  if (!location) return sql`false`;
  return inArray(
    tickets.locationId,
    executor
      .select({ id: locations.id })
      .from(locations)
      .where(tenant.where(locations, sql`${locations.path} like ${`${location.path}%`}`)),
  );
}

function assigneeCondition(viewer: TicketViewer, assignee: string): SQL {
  const assigneeRows = (userId?: string) =>
    sql`(select 1 from ${ticketAssignees} where ${ticketAssignees.ticketId} = ${tickets.id}
      and ${tenantCondition(ticketAssignees, tickets.organisationId)}${
        userId ? sql` and ${ticketAssignees.userId} = ${userId}` : sql``
      })`;
  if (assignee === 'none') {
    // Nobody at all: no person, no team, no contractor.
    return and(notExists(assigneeRows()), isNull(tickets.teamId), isNull(tickets.contractorId))!;
  }
  return exists(assigneeRows(assignee === 'me' ? viewer.auth.userId : assignee));
}

/** Every filter of the list as SQL conditions (visibility not included). */
export async function filterConditions(
  executor: Executor,
  viewer: TicketViewer,
  kind: TTicketKind,
  filters: TicketListFilters,
  now: Date,
): Promise<(SQL | undefined)[]> {
  const { organisationId, userId } = viewer.auth;
  const conditions: (SQL | undefined)[] = [ticketSearch(filters.search, kind)];
  if (filters.status?.length) conditions.push(inArray(tickets.status, filters.status));
  if (filters.priority?.length) conditions.push(inArray(tickets.priority, filters.priority));
  if (filters.building_id) conditions.push(eq(tickets.buildingId, filters.building_id));
  if (filters.location_id) {
    const tenant = forOrganisation(executor, organisationId);
    conditions.push(await inLocationTree(tenant, filters.location_id));
  }
  if (filters.asset_id) conditions.push(eq(tickets.assetId, filters.asset_id));
  if (filters.ppm_schedule_id) {
    conditions.push(eq(tickets.ppmScheduleId, filters.ppm_schedule_id));
  }
  if (filters.team_id) conditions.push(eq(tickets.teamId, filters.team_id));
  if (filters.contractor_id) conditions.push(eq(tickets.contractorId, filters.contractor_id));
  if (filters.category_id) conditions.push(eq(tickets.categoryId, filters.category_id));
  if (filters.assignee_id) conditions.push(assigneeCondition(viewer, filters.assignee_id));
  if (filters.reporter_id) {
    const reporter = filters.reporter_id === 'me' ? userId : filters.reporter_id;
    conditions.push(eq(tickets.reporterUserId, reporter));
  }
  if (filters.sla?.length) {
    conditions.push(sql`${slaStateSql(now)} in (${sql.join(filters.sla, sql`, `)})`);
  }
  if (filters.tag) {
    conditions.push(sql`${tickets.tags} @> array[${filters.tag.toLowerCase()}]::text[]`);
  }
  conditions.push(...(await measureConditions(executor, organisationId, filters, now)));
  return conditions;
}

/** The WHERE of the list and the export: what the viewer may see, narrowed by the filters. */
export async function ticketListConditions(
  executor: Executor,
  viewer: TicketViewer,
  kind: TTicketKind,
  filters: TicketListFilters,
  now: Date,
): Promise<SQL> {
  const conditions = await filterConditions(executor, viewer, kind, filters, now);
  return and(visibleTickets(viewer, kind), ...conditions) as SQL;
}

/**
 * ORDER BY of the list. Default: newest first. `number` sorts by the sequence (numerically);
 * `sla` by resolution deadline, tickets without one last. That order is the
 * (organisation, kind, resolution_due_at) index's own, so the first page of a million tickets is
 * read straight from it; the list's open-status filter keeps finished tickets out of the way.
 * The id breaks ties so pages never repeat or skip rows.
 */
export function ticketOrder(query: {
  sort?: TTicketSortColumn | undefined;
  order?: 'asc' | 'desc' | undefined;
}): SQL[] {
  if (!query.sort) return [desc(tickets.createdAt), desc(tickets.id)];
  const direction = query.order === 'desc' ? desc : asc;
  if (query.sort === 'sla') {
    const due = query.order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
    return [sql`${tickets.resolutionDueAt} ${due}`, direction(tickets.id)];
  }
  const columns = {
    number: tickets.seq,
    title: tickets.title,
    priority: tickets.priority,
    status: tickets.status,
    created_at: tickets.createdAt,
    updated_at: tickets.updatedAt,
    due_at: tickets.dueAt,
    building: buildings.name,
  } as const;
  return [direction(columns[query.sort]), direction(tickets.id)];
}
