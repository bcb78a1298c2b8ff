/**
 * The dashboard's breakdowns: completed by team and by person, created by priority and by
 * category, the latest ratings, and the trend (one point per day, week or month of the period,
 * every step present, from generate_series). Formulas: docs/kpis.md.
 */
import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { teams, ticketCategories, tickets, users } from '../../db/schema/index.ts';
import { tenantCondition } from '../../lib/tenancy.ts';
import { resolutionResult } from '../tickets/index.ts';
import { rowsOf } from './dashboard-counts.ts';
import type { DashboardScope } from './dashboard-scope.ts';

/** How many teams and people the completed figure names. */
export const TOP_COMPLETERS = 10;
export const LATEST_FEEDBACK = 5;

type NamedCount = { id: string; name: string; count: number };

const completedInPeriod = (scope: DashboardScope) =>
  sql`${scope.where} and ${tickets.completedAt} >= ${scope.start} and ${tickets.completedAt} < ${scope.end}`;

/** Completed in the period per team, most first (ties by name), the first ten. */
export function completedByTeam(executor: Executor, scope: DashboardScope) {
  return rowsOf<NamedCount>(
    executor,
    sql`select ${teams.id} as id, ${teams.name} as name, count(*)::int as count
      from ${tickets} join ${teams} on ${teams.id} = ${tickets.teamId}
        and ${tenantCondition(teams, tickets.organisationId)}
      where ${completedInPeriod(scope)}
      group by 1, 2 order by 3 desc, 2 limit ${TOP_COMPLETERS}`,
  );
}

/** Completed in the period per person who completed them, the first ten. */
export function completedByPerson(executor: Executor, scope: DashboardScope) {
  return rowsOf<NamedCount>(
    executor,
    sql`select ${users.id} as id, ${users.name} as name, count(*)::int as count
      from ${tickets} join ${users} on ${users.id} = ${tickets.completedByUserId}
      where ${completedInPeriod(scope)}
      group by 1, 2 order by 3 desc, 2 limit ${TOP_COMPLETERS}`,
  );
}

type CreatedBreakdownRow = {
  priority: string | null;
  category_id: string | null;
  name: string | null;
  key: string | null;
  by_category: boolean;
  count: number;
};

/** Created in the period per priority and per category (no category counted as null). */
export function createdBreakdowns(executor: Executor, scope: DashboardScope) {
  return rowsOf<CreatedBreakdownRow>(
    executor,
    sql`select ${tickets.priority} as priority, ${tickets.categoryId} as category_id,
        min(${ticketCategories.name}) as name, min(${ticketCategories.key}) as key,
        grouping(${tickets.categoryId}) = 0 as by_category, count(*)::int as count
      from ${tickets} left join ${ticketCategories} on ${ticketCategories.id} = ${tickets.categoryId}
        and ${tenantCondition(ticketCategories, tickets.organisationId)}
      where ${scope.where} and ${tickets.createdAt} >= ${scope.start}
        and ${tickets.createdAt} < ${scope.end}
      group by grouping sets ((${tickets.priority}), (${tickets.categoryId}))
      order by count desc`,
  );
}

type LatestRow = {
  ticket_id: string;
  number: string;
  kind: 'reactive' | 'general';
  rating: number;
  comment: string | null;
  at: Date | string;
};

/** The latest ratings of the period with their comments. */
export function latestFeedback(executor: Executor, scope: DashboardScope) {
  return rowsOf<LatestRow>(
    executor,
    sql`select ${tickets.id} as ticket_id, ${tickets.number} as number, ${tickets.kind} as kind,
        ${tickets.feedbackRating} as rating, nullif(${tickets.feedbackComment}, '') as comment,
        ${tickets.feedbackAt} as at
      from ${tickets}
      where ${scope.where} and ${tickets.feedbackAt} >= ${scope.start}
        and ${tickets.feedbackAt} < ${scope.end} and ${tickets.feedbackRating} is not null
      order by ${tickets.feedbackAt} desc, ${tickets.id} desc limit ${LATEST_FEEDBACK}`,
  );
}

type TrendRow = {
  start: string;
  created: number;
  completed: number;
  met: number;
  breached: number;
};

/**
 * Per step of the period (its local day, Monday-started week or month; the first step starts on
 * the period's first day): created, completed, and resolution deadlines met and breached.
 */
export function trend(executor: Executor, scope: DashboardScope) {
  const { from, to, timezone, trend_step: step } = scope.period;
  const stepOf = (column: PgColumn) =>
    sql`greatest(date_trunc(${step}, ${column} at time zone ${timezone}), ${from}::timestamp)`;
  const between = (column: PgColumn) =>
    sql`${scope.where} and ${column} >= ${scope.start} and ${column} < ${scope.end}`;
  return rowsOf<TrendRow>(
    executor,
    sql`with steps as (
        select greatest(series, ${from}::timestamp) as start
        from generate_series(date_trunc(${step}, ${from}::timestamp), ${to}::timestamp,
          ('1 ' || ${step})::interval) as series
      ), created as (
        select ${stepOf(tickets.createdAt)} as start, count(*)::int as count
        from ${tickets} where ${between(tickets.createdAt)} group by 1
      ), completed as (
        select ${stepOf(tickets.completedAt)} as start, count(*)::int as count,
          count(*) filter (where ${resolutionResult(false)})::int as met,
          count(*) filter (where ${resolutionResult(true)})::int as breached
        from ${tickets} where ${between(tickets.completedAt)} group by 1
      )
      select to_char(steps.start, 'YYYY-MM-DD') as start,
        coalesce(created.count, 0) as created, coalesce(completed.count, 0) as completed,
        coalesce(completed.met, 0) as met, coalesce(completed.breached, 0) as breached
      from steps left join created using (start) left join completed using (start)
      order by steps.start`,
  );
}
