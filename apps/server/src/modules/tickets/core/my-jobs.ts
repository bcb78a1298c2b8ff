/**
 * My Jobs: the tickets of both kinds assigned to the caller, one of their teams or (contractor
 * staff) their company, within their building scope. Most urgent first: breached, then by
 * resolution deadline (none last), then priority, then age. Each job says why it is in the queue
 * and carries the caller's running timer on it; the counts summarise the open queue.
 */
import {
  OPEN_TICKET_STATUSES,
  type TMyJob,
  type TMyJobsResponse,
  type ZMyJobsQuery,
} from '@mainstay/contracts';
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import { tickets, ticketTimeLogs } from '../../../db/schema/index.ts';
import { withinBuildings } from '../../../lib/access-scope.ts';
import { pageWindow } from '../../../lib/list-query.ts';
import { slaStateSql } from '../../sla/sla-state.ts';
import { assignedToViewer, type TicketViewer } from '../ticket-access.ts';
import { ticketSearch } from './ticket-filters.ts';
import { ticketRowsInOrder, toTicketListItem } from './ticket-rows.ts';

export type MyJobsQuery = z.output<typeof ZMyJobsQuery>;

/**
 * The caller's jobs, whatever the filters: organisation, assignment and scope; `openOnly` when
 * only open statuses are asked for (the queue), which reads open work alone.
 */
function queueConditions(viewer: TicketViewer, openOnly: boolean): SQL {
  const { auth, scope } = viewer;
  return and(
    eq(tickets.organisationId, auth.organisationId),
    assignedToViewer(viewer, openOnly),
    withinBuildings(scope, tickets.buildingId),
    scope.contractorId ? eq(tickets.contractorId, scope.contractorId) : undefined,
  ) as SQL;
}

function jobConditions(viewer: TicketViewer, query: MyJobsQuery, now: Date): SQL {
  const statuses = query.status?.length ? query.status : [...OPEN_TICKET_STATUSES];
  const open: readonly string[] = OPEN_TICKET_STATUSES;
  return and(
    queueConditions(
      viewer,
      statuses.every((status) => open.includes(status)),
    ),
    inArray(tickets.status, statuses),
    query.priority?.length ? inArray(tickets.priority, query.priority) : undefined,
    query.building_id ? eq(tickets.buildingId, query.building_id) : undefined,
    query.sla?.length ? sql`${slaStateSql(now)} in (${sql.join(query.sla, sql`, `)})` : undefined,
    ticketSearch(query.search),
  ) as SQL;
}

/** True when no filter narrows the open queue. */
function isWholeQueue(query: MyJobsQuery): boolean {
  return (
    !query.status?.length &&
    !query.priority?.length &&
    !query.building_id &&
    !query.sla?.length &&
    !query.search
  );
}

function urgencyOrder(now: Date): SQL[] {
  return [
    asc(sql`(case when ${slaStateSql(now)} = 'breached' then 0 else 1 end)`),
    sql`${tickets.resolutionDueAt} asc nulls last`,
    asc(tickets.priority),
    asc(tickets.createdAt),
    asc(tickets.id),
  ];
}

async function queueCounts(executor: Executor, viewer: TicketViewer, now: Date) {
  const state = slaStateSql(now);
  const [row] = await executor
    .select({
      open: count(),
      in_progress: sql<number>`count(*) filter (where ${tickets.status} = 'in_progress')`.mapWith(
        Number,
      ),
      overdue: sql<number>`count(*) filter (where ${state} = 'breached')`.mapWith(Number),
      at_risk: sql<number>`count(*) filter (where ${state} = 'at_risk')`.mapWith(Number),
    })
    .from(tickets)
    .where(and(queueConditions(viewer, true), inArray(tickets.status, [...OPEN_TICKET_STATUSES])));
  return row ?? { open: 0, in_progress: 0, overdue: 0, at_risk: 0 };
}

/** The caller's running timer per ticket of the page. */
async function runningTimers(executor: Executor, userId: string, ticketIds: string[]) {
  if (ticketIds.length === 0) return new Map<string, string>();
  const rows = await executor
    .select({ id: ticketTimeLogs.id, ticketId: ticketTimeLogs.ticketId })
    .from(ticketTimeLogs)
    .where(
      and(
        eq(ticketTimeLogs.userId, userId),
        isNull(ticketTimeLogs.endedAt),
        inArray(ticketTimeLogs.ticketId, ticketIds),
      ),
    );
  return new Map(rows.map((row) => [row.ticketId, row.id]));
}

export async function listMyJobs(
  executor: Executor,
  viewer: TicketViewer,
  query: MyJobsQuery,
  now = new Date(),
): Promise<TMyJobsResponse> {
  const where = jobConditions(viewer, query, now);
  const order = urgencyOrder(now);
  const { limit, offset } = pageWindow(query);
  const [page, totals, counts] = await Promise.all([
    executor
      .select({ id: tickets.id })
      .from(tickets)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    // Unfiltered, the page's total is the queue's open count: no second count.
    isWholeQueue(query)
      ? undefined
      : executor.select({ total: count() }).from(tickets).where(where),
    queueCounts(executor, viewer, now),
  ]);
  const ids = page.map((row) => row.id);
  const [rows, timers] = await Promise.all([
    ticketRowsInOrder(executor, viewer.auth.organisationId, ids),
    runningTimers(executor, viewer.auth.userId, ids),
  ]);
  const items = rows.map((row) => toTicketListItem(row, now));
  const data: TMyJob[] = items.map((item) => ({
    ...item,
    via: item.assignees.some((person) => person.id === viewer.auth.userId)
      ? 'me'
      : item.team && viewer.teamIds.includes(item.team.id)
        ? 'team'
        : 'contractor',
    running_timer_id: timers.get(item.id) ?? null,
  }));
  const total = totals ? (totals[0]?.total ?? 0) : counts.open;
  return { data, total, page: query.page, per_page: query.per_page, counts };
}
