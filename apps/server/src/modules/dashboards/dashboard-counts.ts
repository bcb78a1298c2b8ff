/**
 * The dashboard's counts, each one aggregate statement over the tickets in scope, reading the
 * index of the set it counts: created (organisation, kind, created_at), completed, answered and
 * rated (the partial indexes on completed_at, responded_at and feedback_at), open (the partial
 * index of open work). Formulas: docs/kpis.md.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { ticketAssignees, tickets } from '../../db/schema/index.ts';
import { tenantCondition } from '../../lib/tenancy.ts';
import {
  firstVisit,
  openTicket,
  overdueTicket,
  reopenedSoon,
  resolutionResult,
  responseResult,
} from '../tickets/index.ts';
import type { DashboardScope } from './dashboard-scope.ts';

/** The rows of a statement (node-postgres and PGlite both answer `{ rows }`). */
export async function rowsOf<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const inPeriod = (column: PgColumn, scope: DashboardScope) =>
  sql`${column} >= ${scope.start} and ${column} < ${scope.end}`;

export type CreatedRow = { kind: string; created: number; previous_created: number };

/** Created per kind in the period and the one before. */
export function createdByKind(executor: Executor, scope: DashboardScope) {
  return rowsOf<CreatedRow>(
    executor,
    sql`select ${tickets.kind} as kind,
        count(*) filter (where ${tickets.createdAt} >= ${scope.start})::int as created,
        count(*) filter (where ${tickets.createdAt} < ${scope.start})::int as previous_created
      from ${tickets}
      where ${scope.where} and ${tickets.createdAt} >= ${scope.previousStart}
        and ${tickets.createdAt} < ${scope.end}
      group by 1`,
  );
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

/** Open now by kind, status and priority, with how many are overdue and how old they are. */
export function openNow(executor: Executor, scope: DashboardScope) {
  const olderThan = (days: number) =>
    sql`${tickets.createdAt} > ${new Date(scope.now.getTime() - days * 86_400_000)}`;
  return rowsOf<OpenRow>(
    executor,
    sql`select ${tickets.kind} as kind, ${tickets.status} as status,
        ${tickets.priority} as priority, count(*)::int as count,
        count(*) filter (where ${overdueTicket(scope.now)})::int as overdue,
        count(*) filter (where ${olderThan(1)})::int as d1,
        count(*) filter (where ${olderThan(3)})::int as d3,
        count(*) filter (where ${olderThan(7)})::int as d7,
        count(*) filter (where ${olderThan(30)})::int as d30
      from ${tickets} where ${scope.where} and ${openTicket()}
      group by 1, 2, 3`,
  );
}

export type CompletedRow = {
  priority: string | null;
  count: number;
  previous_count: number;
  measured: number;
  mean_seconds: number | null;
  median_seconds: number | null;
  first_visit: number;
  reopened: number;
  resolution_met: number;
  resolution_breached: number;
};

/**
 * Completed in the period (and the count of the one before): resolution times, first-call
 * resolution and resolution SLA; one row for all (priority null) and one per priority.
 */
export function completedFigures(executor: Executor, scope: DashboardScope) {
  const current = sql`${tickets.completedAt} >= ${scope.start}`;
  const seconds = tickets.resolutionBusinessSeconds;
  return rowsOf<CompletedRow>(
    executor,
    sql`select ${tickets.priority} as priority,
        count(*) filter (where ${current})::int as count,
        count(*) filter (where not (${current}))::int as previous_count,
        count(${seconds}) filter (where ${current})::int as measured,
        (avg(${seconds}) filter (where ${current}))::float8 as mean_seconds,
        (percentile_cont(0.5) within group (order by ${seconds}) filter (where ${current}))::float8
          as median_seconds,
        count(*) filter (where ${current} and ${firstVisit()})::int as first_visit,
        count(*) filter (where ${current} and ${reopenedSoon()})::int as reopened,
        count(*) filter (where ${current} and ${resolutionResult(false)})::int as resolution_met,
        count(*) filter (where ${current} and ${resolutionResult(true)})::int as resolution_breached
      from ${tickets}
      where ${scope.where} and ${tickets.completedAt} >= ${scope.previousStart}
        and ${tickets.completedAt} < ${scope.end}
      group by grouping sets ((), (${tickets.priority}))`,
  );
}

export type ResponseRow = { met: number; breached: number };

/** Answered in the period: response deadlines met and breached. */
export async function responseFigures(executor: Executor, scope: DashboardScope) {
  const [row] = await rowsOf<ResponseRow>(
    executor,
    sql`select count(*) filter (where ${responseResult(false)})::int as met,
        count(*) filter (where ${responseResult(true)})::int as breached
      from ${tickets} where ${scope.where} and ${inPeriod(tickets.respondedAt, scope)}`,
  );
  return row ?? { met: 0, breached: 0 };
}

export type FeedbackRow = { count: number; average: number | null; distribution: number[] };

/** Ratings given in the period: how many, their average and how many of each. */
export async function feedbackFigures(executor: Executor, scope: DashboardScope) {
  const rating = tickets.feedbackRating;
  const [row] = await rowsOf<FeedbackRow>(
    executor,
    sql`select count(${rating})::int as count, avg(${rating})::float8 as average,
        array[${sql.join(
          [1, 2, 3, 4, 5].map((value) => sql`count(*) filter (where ${rating} = ${value})::int`),
          sql`, `,
        )}] as distribution
      from ${tickets}
      where ${scope.where} and ${inPeriod(tickets.feedbackAt, scope)} and ${rating} is not null`,
  );
  return row ?? { count: 0, average: null, distribution: [0, 0, 0, 0, 0] };
}

/** The caller's overdue work: assigned to them, and to one of their teams. */
export async function overdueJobs(executor: Executor, scope: DashboardScope) {
  const { auth, teamIds } = scope.viewer;
  const mine = sql`exists (select 1 from ${ticketAssignees}
    where ${ticketAssignees.ticketId} = ${tickets.id} and ${ticketAssignees.userId} = ${auth.userId}
      and ${tenantCondition(ticketAssignees, tickets.organisationId)})`;
  const teams =
    teamIds.length > 0
      ? sql`${tickets.teamId} in (${sql.join(
          teamIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`false`;
  const [row] = await rowsOf<{ mine: number; my_teams: number }>(
    executor,
    sql`select count(*) filter (where ${mine})::int as mine,
        count(*) filter (where ${teams})::int as my_teams
      from ${tickets} where ${scope.where} and ${overdueTicket(scope.now)}`,
  );
  return row ?? { mine: 0, my_teams: 0 };
}
