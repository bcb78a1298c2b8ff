/**
 * The dashboard's figures of work open now, each one aggregate statement over the tickets in
 * scope reading the partial index of open work, and the latest ratings (the period's figures are
 * in dashboard-figures.ts). Formulas: docs/kpis.md.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';
import { ticketAssignees, tickets } from '../../db/schema/index.ts';
import { tenantCondition } from '../../lib/tenancy.ts';
import { openTicket, overdueTicket } from '../tickets/index.ts';
import type { DashboardScope } from './dashboard-scope.ts';

/** The rows of a statement (node-postgres and PGlite both answer `{ rows }`). */
export async function rowsOf<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export type OpenRow = {
  kind: string;
  status: string;
  priority: string;
  count: number;
  overdue: number;
  d1: number;
  d3: number;
  d7: number;
  d30: number;
};

/** One statement of a part per kind, as a union (none: a statement answering no row). */
function perKind(wheres: readonly SQL[], part: (where: SQL) => SQL): SQL {
  const parts = wheres.map((where) => sql`(${part(where)})`);
  return parts.length > 0 ? sql.join(parts, sql` union all `) : part(sql`false`);
}

/** Open now by kind, status and priority, with how many are overdue and how old they are. */
export function openNow(executor: Executor, scope: DashboardScope) {
  const olderThan = (days: number) =>
    sql`${tickets.createdAt} > ${new Date(scope.now.getTime() - days * 86_400_000)}`;
  return preparedRows<OpenRow>(
    executor,
    perKind(
      scope.openWhereByKind,
      (where) => sql`select ${tickets.kind} as kind, ${tickets.status} as status,
        ${tickets.priority} as priority, count(*)::int as count,
        count(*) filter (where ${overdueTicket(scope.now)})::int as overdue,
        count(*) filter (where ${olderThan(1)})::int as d1,
        count(*) filter (where ${olderThan(3)})::int as d3,
        count(*) filter (where ${olderThan(7)})::int as d7,
        count(*) filter (where ${olderThan(30)})::int as d30
      from ${tickets} where ${where} and ${openTicket()}
      group by 1, 2, 3`,
    ),
  );
}

/**
 * The caller's overdue work: assigned to them, and to one of their teams. Each count starts from
 * the caller's open assignments or their teams' open tickets (their indexes), not from every
 * overdue ticket of the organisation.
 */
export async function overdueJobs(executor: Executor, scope: DashboardScope) {
  const { auth, teamIds } = scope.viewer;
  const mine = sql`${tickets.id} in (
      select ${ticketAssignees.ticketId} from ${ticketAssignees}
      where ${ticketAssignees.userId} = ${auth.userId} and ${ticketAssignees.ticketOpen}
        and ${tenantCondition(ticketAssignees, auth.organisationId)})`;
  const teams =
    teamIds.length > 0
      ? sql`${tickets.teamId} in (${sql.join(
          teamIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`false`;
  // The caller's visibility tested on each of those few rows (whereByKind, not the open form,
  // which would list every open ticket they may see first).
  const count = (whose: SQL) =>
    perKind(
      scope.whereByKind,
      (where) =>
        sql`select count(*)::int as count from ${tickets} where ${where} and ${overdueTicket(scope.now)} and ${whose}`,
    );
  const [row] = await preparedRows<{ mine: number; my_teams: number }>(
    executor,
    sql`select (select coalesce(sum(count), 0) from (${count(mine)}) as counted)::int as mine,
      (select coalesce(sum(count), 0) from (${count(teams)}) as counted)::int as my_teams`,
  );
  return row ?? { mine: 0, my_teams: 0 };
}

export const LATEST_FEEDBACK = 5;

export interface LatestRow {
  ticket_id: string;
  number: string;
  kind: 'reactive' | 'general';
  rating: number;
  comment: string | null;
  at: Date | string;
}

/**
 * The latest ratings given in [from, to) (instants within the period) with their comments; the
 * service merges those of the days kept in its cache with today's.
 */
export function latestFeedbackStatement(whereByKind: readonly SQL[], from: SQL, to: SQL): SQL {
  return sql`select * from (${perKind(
    whereByKind,
    (where) => sql`select ${tickets.id} as ticket_id, ${tickets.number} as number,
        ${tickets.kind} as kind, ${tickets.feedbackRating} as rating,
        nullif(${tickets.feedbackComment}, '') as comment, ${tickets.feedbackAt} as at
      from ${tickets}
      where ${where} and ${tickets.feedbackAt} >= ${from}
        and ${tickets.feedbackAt} < ${to} and ${tickets.feedbackRating} is not null
      order by ${tickets.feedbackAt} desc, ${tickets.id} desc limit ${LATEST_FEEDBACK}`,
  )}) as latest order by at desc, ticket_id desc limit ${LATEST_FEEDBACK}`;
}
