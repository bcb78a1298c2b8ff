/**
 * The ticket list in two round trips: the page's ids and the total, chosen on the tickets table
 * alone (in the order of an (organisation, kind, ...) index: quick to plan and to run), then a
 * prepared statement reads those rows with the names they show (ticket-rows.ts).
 */
import type { TTicketKind, TTicketListQuery, TTicketListResponse } from '@mainstay/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { buildings, tickets } from '../../../db/schema/index.ts';
import { pageWindow } from '../../../lib/list-query.ts';
import type { TicketViewer } from '../ticket-access.ts';
import { ticketListConditions, ticketOrder } from './ticket-filters.ts';
import { ticketRowsInOrder, toTicketListItem } from './ticket-rows.ts';

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

type PageRow = { total: string | number; ids: string[] | string | null };

/**
 * One page's ids, in list order, and the list's total, in one round trip. Counting every match
 * of a million tickets would read every matching index entry on each page view, so the count
 * stops after EXACT_COUNT_LIMIT rows (an index-only scan of a few thousand entries); past that
 * the planner's estimate stands in, which is what a pager with more than 500 pages needs.
 */
async function pageAndTotal(
  executor: Executor,
  where: SQL,
  query: TTicketListQuery,
): Promise<{ ids: string[]; total: number }> {
  const { limit, offset } = pageWindow(query);
  const base = executor.select({ id: tickets.id }).from(tickets);
  const page = (
    query.sort === 'building'
      ? base.leftJoin(buildings, eq(buildings.id, tickets.buildingId))
      : base
  )
    .where(where)
    .orderBy(...ticketOrder(query))
    .limit(limit)
    .offset(offset);
  const capped = executor
    .select({ one: sql`1` })
    .from(tickets)
    .where(where)
    .limit(EXACT_COUNT_LIMIT + 1);
  const result = (await executor.execute(
    sql`select (select count(*) from ${capped} as capped) as total,
      array_to_json(array(${page})) as ids`,
  )) as unknown as { rows: PageRow[] };
  const row = result.rows[0];
  const ids = typeof row?.ids === 'string' ? (JSON.parse(row.ids) as string[]) : (row?.ids ?? []);
  const total = Number(row?.total ?? 0);
  if (total <= EXACT_COUNT_LIMIT) return { ids, total };
  return { ids, total: Math.max(EXACT_COUNT_LIMIT + 1, await estimatedCount(executor, where)) };
}

export async function listTickets(
  executor: Executor,
  viewer: TicketViewer,
  kind: TTicketKind,
  query: TTicketListQuery,
  now = new Date(),
): Promise<TTicketListResponse> {
  const where = await ticketListConditions(executor, viewer, kind, query, now);
  const { ids, total } = await pageAndTotal(executor, where, query);
  const rows = await ticketRowsInOrder(executor, viewer.auth.organisationId, ids);
  return {
    data: rows.map((row) => toTicketListItem(row, now)),
    total,
    page: query.page,
    per_page: query.per_page,
  };
}
