/**
 * The period's figures in one statement over the facts (rollups/rollup-read.ts): sums per kind,
 * priority and category, the trend per step, the ten teams and people who completed most, and
 * the buckets of resolution time; then the shapes the service assembles. Medians are exact over
 * the tickets when the period measured at most EXACT_MEDIAN_LIMIT resolutions, else read from
 * the buckets. Formulas: docs/kpis.md.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { teams, ticketCategories, tickets, users } from '../../db/schema/index.ts';
import { tenantCondition } from '../../lib/tenancy.ts';
import { rowsOf } from './dashboard-counts.ts';
import type { DashboardScope } from './dashboard-scope.ts';
import { FACT_MEASURES } from './rollups/rollup-facts.ts';
import { dashboardFacts } from './rollups/rollup-read.ts';
import { medianOfBuckets, type BucketCount } from './rollups/rollup-median.ts';

/** How many teams and people the completed figure names. */
export const TOP_COMPLETERS = 10;
/** Up to this many measured resolutions, medians are computed exactly from the tickets. */
export const EXACT_MEDIAN_LIMIT = 5000;

type NamedCount = { id: string; name: string; count: number };

interface MainRow {
  current: boolean;
  kind: string;
  priority: string;
  category_id: string | null;
  created: number;
  completed: number;
  measured: number;
  resolution_seconds: number;
  first_visit: number;
  reopened: number;
  resolution_met: number;
  resolution_breached: number;
  response_met: number;
  response_breached: number;
  rated: number;
  rating_sum: number;
  rating_1: number;
  rating_2: number;
  rating_3: number;
  rating_4: number;
  rating_5: number;
}

interface FiguresRow {
  main: MainRow[];
  categories: { id: string | null; name: string | null; key: string | null; count: number }[];
  steps: { start: string; created: number; completed: number; met: number; breached: number }[];
  teams: NamedCount[];
  people: NamedCount[];
  buckets: (BucketCount & { priority: string | null })[];
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

const sum = (rows: readonly MainRow[], pick: (row: MainRow) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);

async function figuresRow(executor: Executor, scope: DashboardScope): Promise<FiguresRow> {
  const { period } = scope;
  const organisation = scope.viewer.auth.organisationId;
  const from = sql`${period.from}::date`;
  const step = period.trend_step;
  const measures = sql.raw(
    FACT_MEASURES.filter((name) => name !== 'resolution_seconds')
      .map((name) => `sum(${name})::int as ${name}`)
      .join(', '),
  );
  const completers = (
    join: ReturnType<typeof sql>,
    id: ReturnType<typeof sql>,
    name: ReturnType<typeof sql>,
  ) =>
    sql`(select coalesce(json_agg(ranked), '[]'::json) from (
      select ${id} as id, ${name} as name, sum(facts.completed)::int as count
      from facts ${join} where facts.facet = 'completer' and facts.start >= ${from}
      group by 1, 2 order by 3 desc, 2 limit ${TOP_COMPLETERS}) as ranked)`;
  const [row] = await rowsOf<FiguresRow>(
    executor,
    sql`with facts as materialized (${await dashboardFacts(executor, scope)}),
      main as (
        select start >= ${from} as current, kind, priority, category_id, ${measures},
          sum(resolution_seconds)::float8 as resolution_seconds
        from facts where facet = 'main' group by 1, 2, 3, 4
      ),
      steps as (
        select greatest(series, ${from}::timestamp) as start
        from generate_series(date_trunc(${step}, ${from}::timestamp), ${period.to}::timestamp,
          ('1 ' || ${step})::interval) as series
      ),
      per_step as (
        select greatest(date_trunc(${step}, start::timestamp), ${from}::timestamp) as start,
          sum(created)::int as created, sum(completed)::int as completed,
          sum(resolution_met)::int as met, sum(resolution_breached)::int as breached
        from facts where facet = 'main' and start >= ${from} group by 1
      )
      select
        (select coalesce(json_agg(main), '[]'::json) from main) as main,
        (select coalesce(json_agg(split), '[]'::json) from (
          select main.category_id as id, min(${ticketCategories.name}) as name,
            min(${ticketCategories.key}) as key, sum(main.created)::int as count
          from main left join ${ticketCategories} on ${ticketCategories.id} = main.category_id
            and ${tenantCondition(ticketCategories, organisation)}
          where main.current and main.created > 0 group by 1 order by 4 desc, 2, 1) as split) as categories,
        (select json_agg(json_build_object('start', to_char(steps.start, 'YYYY-MM-DD'),
            'created', coalesce(per_step.created, 0), 'completed', coalesce(per_step.completed, 0),
            'met', coalesce(per_step.met, 0), 'breached', coalesce(per_step.breached, 0))
          order by steps.start)
          from steps left join per_step using (start)) as steps,
        ${completers(
          sql`join ${teams} on ${teams.id} = facts.team_id and ${tenantCondition(teams, organisation)}`,
          sql`${teams.id}`,
          sql`${teams.name}`,
        )} as teams,
        ${completers(sql`join ${users} on ${users.id} = facts.user_id`, sql`${users.id}`, sql`${users.name}`)} as people,
        (select coalesce(json_agg(counted), '[]'::json) from (
          select priority, bucket, sum(measured)::int as count from facts
          where facet = 'resolution' and start >= ${from}
          group by grouping sets ((bucket), (priority, bucket))) as counted) as buckets`,
  );
  return row as FiguresRow;
}

/** Exact medians of the period's measured resolutions: all (priority null) and per priority. */
function exactMedians(executor: Executor, scope: DashboardScope) {
  const seconds = tickets.resolutionBusinessSeconds;
  return rowsOf<{ priority: string | null; median: number }>(
    executor,
    sql`select ${tickets.priority} as priority,
        (percentile_cont(0.5) within group (order by ${seconds}))::float8 as median
      from ${tickets}
      where ${scope.where} and ${tickets.completedAt} >= ${scope.start}
        and ${tickets.completedAt} < ${scope.end} and ${seconds} is not null
      group by grouping sets ((), (${tickets.priority}))`,
  );
}

function completedOf(rows: readonly MainRow[], priority: string | null, median: number | null) {
  const current = rows.filter((row) => row.current);
  const measured = sum(current, (row) => row.measured);
  return {
    priority,
    count: sum(current, (row) => row.completed),
    previous_count: sum(
      rows.filter((row) => !row.current),
      (row) => row.completed,
    ),
    measured,
    mean_seconds: measured > 0 ? sum(current, (row) => row.resolution_seconds) / measured : null,
    median_seconds: measured > 0 ? median : null,
    first_visit: sum(current, (row) => row.first_visit),
    reopened: sum(current, (row) => row.reopened),
    resolution_met: sum(current, (row) => row.resolution_met),
    resolution_breached: sum(current, (row) => row.resolution_breached),
  } satisfies CompletedRow;
}

/** Every figure of the period, from the facts. */
export async function periodFigures(executor: Executor, scope: DashboardScope) {
  const row = await figuresRow(executor, scope);
  const current = row.main.filter((main) => main.current);
  const priorities = [...new Set(row.main.map((main) => main.priority))];
  const measured = sum(current, (main) => main.measured);
  const exact =
    measured > 0 && measured <= EXACT_MEDIAN_LIMIT ? await exactMedians(executor, scope) : null;
  const medianOf = (priority: string | null) =>
    exact
      ? (exact.find((median) => median.priority === priority)?.median ?? null)
      : medianOfBuckets(row.buckets.filter((bucket) => bucket.priority === priority));
  const kinds = [...new Set(row.main.map((main) => main.kind))];
  return {
    created: kinds.map((kind) => {
      const rows = row.main.filter((main) => main.kind === kind);
      return {
        kind,
        created: sum(
          rows.filter((main) => main.current),
          (main) => main.created,
        ),
        previous_created: sum(
          rows.filter((main) => !main.current),
          (main) => main.created,
        ),
      };
    }),
    completed: [
      completedOf(row.main, null, medianOf(null)),
      ...priorities.map((priority) =>
        completedOf(
          row.main.filter((main) => main.priority === priority),
          priority,
          medianOf(priority),
        ),
      ),
    ],
    response: {
      met: sum(current, (main) => main.response_met),
      breached: sum(current, (main) => main.response_breached),
    },
    feedback: {
      count: sum(current, (main) => main.rated),
      average:
        sum(current, (main) => main.rated) > 0
          ? sum(current, (main) => main.rating_sum) / sum(current, (main) => main.rated)
          : null,
      distribution: ([1, 2, 3, 4, 5] as const).map((value) =>
        sum(current, (main) => main[`rating_${value}`]),
      ),
    },
    byPriority: priorities
      .map((priority) => ({
        priority,
        count: sum(
          current.filter((main) => main.priority === priority),
          (main) => main.created,
        ),
      }))
      .filter((split) => split.count > 0)
      .sort((a, b) => b.count - a.count || a.priority.localeCompare(b.priority)),
    byCategory: row.categories,
    teams: row.teams,
    people: row.people,
    steps: row.steps ?? [],
  };
}
