/**
 * My Jobs: the tickets of both kinds assigned to the caller, one of their teams or (contractor
 * staff) their company, within their building scope. Most urgent first: late (SLA breached, or
 * past its due date when no SLA times it: PPM tasks), then by deadline (the SLA's resolution,
 * else the due date; none last), then priority, then age. Each job says why it is in the queue
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
import { forCaller, type CallerScope } from '../../../lib/access-scope.ts';
import { pageWindow } from '../../../lib/list-query.ts';
import { slaStateSql } from '../sla-state.ts';
import { overdueTicket } from '../ticket-measures.ts';
import { assignedToViewer, type TicketViewer } from '../ticket-access.ts';
import { ticketSearch } from './ticket-filters.ts';
import { ticketRowsInOrder, toTicketListItem } from './ticket-rows.ts';

export type MyJobsQuery = z.output<typeof ZMyJobsQuery>;

/**
 * The caller's jobs, whatever the filters: organisation, assignment and the caller's building
 * and contractor limits; `openOnly` when only open statuses are asked for (the queue), which
 * reads open work alone.
 */
function queueConditions(caller: CallerScope, viewer: TicketViewer, openOnly: boolean): SQL {
  return caller.where(
    tickets,
    and(
      assignedToViewer(viewer, openOnly),
      caller.withinBuildings(tickets.buildingId),
      caller.withinContractor(tickets.contractorId),
    ),
  );
}

function jobConditions(
  caller: CallerScope,
  viewer: TicketViewer,
  query: MyJobsQuery,
  now: Date,
): SQL {
  const statuses = query.status?.length ? query.status : [...OPEN_TICKET_STATUSES];
  const open: readonly string[] = OPEN_TICKET_STATUSES;
  return and(
    queueConditions(
      caller,
      viewer,
      statuses.every((status) => open.includes(status)),
    ),
    inArray(tickets.status, statuses),
    query.kind?.length ? inArray(tickets.kind, query.kind) : undefined,
    query.priority?.length ? inArray(tickets.priority, query.priority) : undefined,
    query.building_id ? eq(tickets.buildingId, query.building_id) : undefined,
    query.sla?.length ? sql`${slaStateSql(now)} in (${sql.join(query.sla, sql`, `)})` : undefined,
    query.overdue ? lateSql(now) : undefined,
    ticketSearch(query.search),
  ) as SQL;
}

/** True when no filter narrows the open queue. */
function isWholeQueue(query: MyJobsQuery): boolean {
  return (
    !query.status?.length &&
    !query.kind?.length &&
    !query.priority?.length &&
    !query.building_id &&
    !query.sla?.length &&
    !query.overdue &&
    !query.search
  );
}

/** What the urgency order reads: the ticket's columns, or the same values in the queue below. */
interface UrgencyColumns {
  late: SQL;
  due: SQL;
  priority: SQL;
  createdAt: SQL;
  id: SQL;
}

/** Late first, then by deadline (none last), priority, age. */
function urgencyOrder(columns: UrgencyColumns): SQL[] {
  return [
    asc(sql`(case when ${columns.late} then 0 else 1 end)`),
    sql`${columns.due} asc nulls last`,
    asc(columns.priority),
    asc(columns.createdAt),
    asc(columns.id),
  ];
}

/** Late: the SLA breached, or (open, not on hold) past its deadline or, without one, its due date. */
const lateSql = (now: Date): SQL =>
  sql`(${slaStateSql(now)} = 'breached' or ${overdueTicket(now)})`;
/** The deadline a job is ordered by: its SLA resolution deadline, else its due date. */
const deadlineSql = sql`coalesce(${tickets.resolutionDueAt}, ${tickets.dueAt})`;

const ticketUrgency = (now: Date): UrgencyColumns => ({
  late: lateSql(now),
  due: deadlineSql,
  priority: sql`${tickets.priority}`,
  createdAt: sql`${tickets.createdAt}`,
  id: sql`${tickets.id}`,
});

/** The same values as the queue below names them. */
const queueUrgency: UrgencyColumns = {
  late: sql`${sql.identifier('late')}`,
  due: sql`${sql.identifier('due')}`,
  priority: sql`${sql.identifier('priority')}`,
  createdAt: sql`${sql.identifier('created_at')}`,
  id: sql`${sql.identifier('id')}`,
};

type QueueRow = Record<'open' | 'in_progress' | 'overdue' | 'at_risk', string | number> & {
  ids: string[] | string | null;
};

/**
 * The open queue's counts and, when no filter narrows it, the page's ids, in one pass over the
 * caller's open jobs (each read once, by primary key).
 */
async function queueAndPage(
  caller: CallerScope,
  viewer: TicketViewer,
  now: Date,
  page: { limit: number; offset: number } | null,
) {
  const open = and(
    queueConditions(caller, viewer, true),
    inArray(tickets.status, [...OPEN_TICKET_STATUSES]),
  );
  const queue = sql`select ${tickets.id} as id, ${tickets.status} as status,
      ${slaStateSql(now)} as state, ${lateSql(now)} as late, ${deadlineSql} as due,
      ${tickets.priority} as priority, ${tickets.createdAt} as created_at
    from ${tickets} where ${open}`;
  const ids = page
    ? sql`array_to_json(array(select id from queue
        order by ${sql.join(urgencyOrder(queueUrgency), sql`, `)}
        limit ${page.limit} offset ${page.offset}))`
    : sql`null`;
  const result = (await caller.executor.execute(
    sql`with queue as (${queue})
      select count(*) as open,
        count(*) filter (where status = 'in_progress') as in_progress,
        count(*) filter (where late) as overdue,
        count(*) filter (where state = 'at_risk') as at_risk,
        ${ids} as ids
      from queue`,
  )) as unknown as { rows: QueueRow[] };
  const row = result.rows[0];
  const counts = {
    open: Number(row?.open ?? 0),
    in_progress: Number(row?.in_progress ?? 0),
    overdue: Number(row?.overdue ?? 0),
    at_risk: Number(row?.at_risk ?? 0),
  };
  const raw = row?.ids ?? null;
  return { counts, ids: typeof raw === 'string' ? (JSON.parse(raw) as string[]) : raw };
}

/** The caller's running timer per ticket of the page. */
async function runningTimers(caller: CallerScope, userId: string, ticketIds: string[]) {
  if (ticketIds.length === 0) return new Map<string, string>();
  const rows = await caller.executor
    .select({ id: ticketTimeLogs.id, ticketId: ticketTimeLogs.ticketId })
    .from(ticketTimeLogs)
    .where(
      caller.where(
        ticketTimeLogs,
        and(
          eq(ticketTimeLogs.userId, userId),
          isNull(ticketTimeLogs.endedAt),
          inArray(ticketTimeLogs.ticketId, ticketIds),
        ),
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
  const caller = await forCaller(executor, viewer.auth);
  const window = pageWindow(query);
  const whole = isWholeQueue(query);
  const where = jobConditions(caller, viewer, query, now);
  // Unfiltered, the page comes from the same pass as the counts and its total is the open count.
  const [queue, page, totals] = await Promise.all([
    queueAndPage(caller, viewer, now, whole ? window : null),
    whole
      ? undefined
      : executor
          .select({ id: tickets.id })
          .from(tickets)
          .where(where)
          .orderBy(...urgencyOrder(ticketUrgency(now)))
          .limit(window.limit)
          .offset(window.offset),
    whole ? undefined : executor.select({ total: count() }).from(tickets).where(where),
  ]);
  const { counts } = queue;
  const ids = queue.ids ?? (page ?? []).map((row) => row.id);
  const [rows, timers] = await Promise.all([
    ticketRowsInOrder(executor, viewer.auth.organisationId, ids),
    runningTimers(caller, viewer.auth.userId, ids),
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
