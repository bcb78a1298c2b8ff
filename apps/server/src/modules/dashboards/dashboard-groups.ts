/**
 * The period's facts grouped as the figures need them, in one statement over a part of the facts
 * (rollups/rollup-read.ts: the summed days, or the live ones): sums per kind, priority and
 * category, per step of the trend, per team and person who completed, and per bucket of
 * resolution time. Every group is a sum, so the groups of two parts add up to the groups of the
 * whole (mergeGroups); names are looked up after the merge (groupNames), so a renamed team or
 * category shows its new name at once.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';
import { teams, ticketCategories, users } from '../../db/schema/index.ts';
import { tenantCondition } from '../../lib/tenancy.ts';
import { rowsOf } from './dashboard-counts.ts';
import type { DashboardPeriod } from './dashboard-period.ts';
import { FACT_MEASURES, type FactMeasure } from './rollups/rollup-facts.ts';

export type MainRow = {
  /** In the period (else in the one before it). */
  current: boolean;
  kind: string;
  priority: string;
  category_id: string | null;
} & Record<FactMeasure, number>;

export interface StepRow {
  /** The step's first day in the period ('YYYY-MM-DD'). */
  start: string;
  created: number;
  completed: number;
  met: number;
  breached: number;
}

export interface CountRow {
  id: string;
  count: number;
}

export interface BucketRow {
  priority: string;
  bucket: number;
  count: number;
}

export interface FactGroups {
  main: MainRow[];
  steps: StepRow[];
  /** Completed in the period per team and per person (every one, most first after the merge). */
  teams: CountRow[];
  people: CountRow[];
  buckets: BucketRow[];
}

export const NO_GROUPS: FactGroups = { main: [], steps: [], teams: [], people: [], buckets: [] };

/** The statement grouping `facts` (rows of FACT_DIMENSIONS and FACT_MEASURES per day). */
export function groupsStatement(facts: SQL, period: DashboardPeriod): SQL {
  const from = sql`${period.from}::date`;
  const step = period.trend_step;
  const measures = sql.raw(
    FACT_MEASURES.map((name) =>
      name === 'resolution_seconds'
        ? `sum(${name})::float8 as ${name}`
        : `sum(${name})::int as ${name}`,
    ).join(', '),
  );
  const completed = (column: string) =>
    sql`(select coalesce(json_agg(counted), '[]'::json) from (
      select ${sql.raw(column)} as id, sum(completed)::int as count from facts
      where facet = 'completer' and start >= ${from} and ${sql.raw(column)} is not null
      group by 1) as counted)`;
  return sql`with facts as materialized (${facts})
    select
      (select coalesce(json_agg(main), '[]'::json) from (
        select start >= ${from} as current, kind, priority, category_id, ${measures}
        from facts where facet = 'main' group by 1, 2, 3, 4) as main) as main,
      (select coalesce(json_agg(per_step), '[]'::json) from (
        select to_char(greatest(date_trunc(${step}, start::timestamp), ${from}::timestamp), 'YYYY-MM-DD') as start,
          sum(created)::int as created, sum(completed)::int as completed,
          sum(resolution_met)::int as met, sum(resolution_breached)::int as breached
        from facts where facet = 'main' and start >= ${from} group by 1) as per_step) as steps,
      ${completed('team_id')} as teams,
      ${completed('user_id')} as people,
      (select coalesce(json_agg(counted), '[]'::json) from (
        select priority, bucket, sum(measured)::int as count from facts
        where facet = 'resolution' and start >= ${from} group by 1, 2) as counted) as buckets`;
}

/** The groups `statement` answers; `prepared` for the statements of every request (the live days). */
export async function readGroups(
  executor: Executor,
  statement: SQL,
  prepared = false,
): Promise<FactGroups> {
  const [row] = await (prepared ? preparedRows : rowsOf)<FactGroups>(executor, statement);
  return row ?? NO_GROUPS;
}

/** Adds up the rows of both lists that share a key. */
function addUp<Row extends object>(
  rows: readonly Row[],
  more: readonly Row[],
  keyOf: (row: Row) => string,
  measures: readonly (keyof Row)[],
): Row[] {
  const byKey = new Map<string, Row>();
  for (const row of [...rows, ...more]) {
    const key = keyOf(row);
    const known = byKey.get(key);
    if (!known) {
      byKey.set(key, { ...row });
      continue;
    }
    for (const measure of measures) {
      (known[measure] as number) += row[measure] as number;
    }
  }
  return [...byKey.values()];
}

/** The groups of two parts of the facts, as the groups of both together. */
export function mergeGroups(a: FactGroups, b: FactGroups): FactGroups {
  const counts = ['count'] as const;
  return {
    main: addUp(
      a.main,
      b.main,
      (row) => `${row.current}|${row.kind}|${row.priority}|${row.category_id}`,
      FACT_MEASURES,
    ),
    steps: addUp(a.steps, b.steps, (row) => row.start, ['created', 'completed', 'met', 'breached']),
    teams: addUp(a.teams, b.teams, (row) => row.id, counts),
    people: addUp(a.people, b.people, (row) => row.id, counts),
    buckets: addUp(a.buckets, b.buckets, (row) => `${row.priority}|${row.bucket}`, counts),
  };
}

export interface GroupNames {
  teams: Map<string, string>;
  people: Map<string, string>;
  categories: Map<string, { name: string; key: string | null }>;
}

const uuidArray = (ids: readonly string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

/** The current names of the teams, people and categories the groups name. */
export async function groupNames(
  executor: Executor,
  organisationId: string,
  groups: FactGroups,
): Promise<GroupNames> {
  const teamIds = groups.teams.map((row) => row.id);
  const userIds = groups.people.map((row) => row.id);
  const categoryIds = [
    ...new Set(groups.main.map((row) => row.category_id).filter((id) => id !== null)),
  ];
  const names = { teams: new Map(), people: new Map(), categories: new Map() } as GroupNames;
  if (teamIds.length + userIds.length + categoryIds.length === 0) return names;
  const none = sql`select null::uuid as id, null::text as name, null::text as key where false`;
  const rows = await rowsOf<{ what: string; id: string; name: string; key: string | null }>(
    executor,
    sql`select 'team' as what, id, name, null::text as key from (${
      teamIds.length > 0
        ? sql`select ${teams.id} as id, ${teams.name} as name from ${teams}
            where ${tenantCondition(teams, organisationId)} and ${teams.id} = any(${uuidArray(teamIds)})`
        : none
    }) as named
    union all select 'person', id, name, null from (${
      userIds.length > 0
        ? sql`select ${users.id} as id, ${users.name} as name from ${users}
            where ${tenantCondition(users, organisationId)} and ${users.id} = any(${uuidArray(userIds)})`
        : none
    }) as named
    union all select 'category', id, name, key from (${
      categoryIds.length > 0
        ? sql`select ${ticketCategories.id} as id, ${ticketCategories.name} as name,
              ${ticketCategories.key} as key from ${ticketCategories}
            where ${tenantCondition(ticketCategories, organisationId)}
              and ${ticketCategories.id} = any(${uuidArray(categoryIds)})`
        : none
    }) as named`,
  );
  for (const row of rows) {
    if (row.what === 'team') names.teams.set(row.id, row.name);
    else if (row.what === 'person') names.people.set(row.id, row.name);
    else names.categories.set(row.id, { name: row.name, key: row.key });
  }
  return names;
}
