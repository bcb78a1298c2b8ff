/**
 * The ticket list: the page's ids are chosen first on the tickets table alone (its
 * (organisation, kind, ...) indexes serve the usual sorts), then only those rows are joined to
 * the names they show. The count reads the tickets table only, without joins, and only exactly
 * up to a limit.
 */
import type { TTicketKind, TTicketListQuery, TTicketListResponse } from '@mainstay/contracts';
import { count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { buildings, tickets } from '../../../db/schema/index.ts';
import { pageWindow } from '../../../lib/list-query.ts';
import type { TicketViewer } from '../ticket-access.ts';
import { orderNeedsBuilding, ticketListConditions, ticketOrder } from './ticket-filters.ts';
import { selectTicketRows, toTicketListItems } from './ticket-rows.ts';

/** The ids of one page, in list order. */
export function pageIdsQuery(
  executor: Executor,
  where: SQL,
  query: Pick<TTicketListQuery, 'sort' | 'order' | 'page' | 'per_page'>,
) {
  const { limit, offset } = pageWindow(query);
  const base = executor.select({ id: tickets.id }).from(tickets);
  const joined = orderNeedsBuilding(query.sort)
    ? base.leftJoin(buildings, eq(buildings.id, tickets.buildingId))
    : base;
  return joined
    .where(where)
    .orderBy(...ticketOrder(query))
    .limit(limit)
    .offset(offset);
}

/** Counted exactly up to this many; beyond, the planner's estimate (see countTickets). */
const EXACT_COUNT_LIMIT = 10_000;

type PlanOutput = { rows: { 'QUERY PLAN': unknown }[] };

/** The planner's estimate of the rows `where` matches, from EXPLAIN (no rows are read). */
async function estimatedCount(executor: Executor, where: SQL): Promise<number> {
  const result = (await executor.execute(
    sql`explain (format json) select 1 from ${tickets} where ${where}`,
  )) as unknown as PlanOutput;
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
    { Plan: { 'Plan Rows': number } },
  ];
  return Math.round(plan[0].Plan['Plan Rows']);
}

/**
 * The list's total. Counting every match of a million tickets reads every matching index entry
 * on each page view, so the count stops after EXACT_COUNT_LIMIT rows (an index-only scan of a
 * few thousand entries); past that the planner's estimate stands in, which is what a pager with
 * more than 500 pages needs.
 */
async function countTickets(executor: Executor, where: SQL): Promise<number> {
  const capped = executor
    .select({ one: sql`1` })
    .from(tickets)
    .where(where)
    .limit(EXACT_COUNT_LIMIT + 1)
    .as('capped');
  const [row] = await executor.select({ total: count() }).from(capped);
  const total = row?.total ?? 0;
  if (total <= EXACT_COUNT_LIMIT) return total;
  return Math.max(EXACT_COUNT_LIMIT + 1, await estimatedCount(executor, where));
}

export async function listTickets(
  executor: Executor,
  viewer: TicketViewer,
  kind: TTicketKind,
  query: TTicketListQuery,
  now = new Date(),
): Promise<TTicketListResponse> {
  const where = await ticketListConditions(executor, viewer, kind, query, now);
  const [page, total] = await Promise.all([
    pageIdsQuery(executor, where, query),
    countTickets(executor, where),
  ]);
  // The page's ids as a literal list: joined in a subquery, the nine joins of the row query
  // exceed the planner's join_collapse_limit and it would join every ticket before filtering.
  const ids = page.map((row) => row.id);
  const rows = ids.length
    ? await selectTicketRows(executor, inArray(tickets.id, ids), ticketOrder(query))
    : [];
  return {
    data: await toTicketListItems(executor, rows, now),
    total,
    page: query.page,
    per_page: query.per_page,
  };
}
