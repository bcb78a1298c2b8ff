/**
 * The period's figures from the grouped facts (dashboard-groups.ts): sums per kind, priority and
 * category, the trend per step, the ten teams and people who completed most, and the medians of
 * resolution time; the shapes the service assembles. Medians are exact when the period measured
 * at most EXACT_MEDIAN_LIMIT resolutions (their values are read from the tickets), else read from
 * the buckets. Formulas: docs/kpis.md.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';
import { tickets } from '../../db/schema/index.ts';
import { rowsOf } from './dashboard-counts.ts';
import type { FactGroups, GroupNames, MainRow } from './dashboard-groups.ts';
import { addDays, type DashboardPeriod } from './dashboard-period.ts';
import { medianOfBuckets } from './rollups/rollup-median.ts';

/** How many teams and people the completed figure names. */
export const TOP_COMPLETERS = 10;
/** Up to this many measured resolutions, medians are computed exactly from the tickets. */
export const EXACT_MEDIAN_LIMIT = 5000;

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

/** Measured resolution times per priority (numbers, compact: kept in the dashboard's cache). */
export type ResolutionValues = Record<string, number[]>;

/**
 * The measured resolution times of tickets completed in [from, to), at most one more than
 * EXACT_MEDIAN_LIMIT (more than that and the medians come from the buckets).
 */
export async function readResolutionValues(
  executor: Executor,
  where: SQL,
  from: SQL,
  to: SQL,
  prepared = false,
): Promise<ResolutionValues> {
  const seconds = tickets.resolutionBusinessSeconds;
  const rows = await (prepared ? preparedRows : rowsOf)<{ priority: string; seconds: number }>(
    executor,
    sql`select ${tickets.priority} as priority, ${seconds}::float8 as seconds
      from ${tickets}
      where ${where} and ${tickets.completedAt} >= ${from}
        and ${tickets.completedAt} < ${to} and ${seconds} is not null
      limit ${EXACT_MEDIAN_LIMIT + 1}`,
  );
  const values: ResolutionValues = {};
  for (const row of rows) (values[row.priority] ??= []).push(row.seconds);
  return values;
}

/** Both sets of values together. */
export function joinValues(a: ResolutionValues, b: ResolutionValues): ResolutionValues {
  const joined: ResolutionValues = { ...a };
  for (const [priority, seconds] of Object.entries(b)) {
    joined[priority] = [...(joined[priority] ?? []), ...seconds];
  }
  return joined;
}

/** The middle value, as PostgreSQL's percentile_cont(0.5): the mean of the two middle ones. */
export function exactMedian(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  return ((sorted[Math.floor(middle)] ?? 0) + (sorted[Math.ceil(middle)] ?? 0)) / 2;
}

/** The first day of each step of the trend in the period (the first step starts with it). */
export function trendStarts(period: DashboardPeriod): string[] {
  const { from, to, trend_step: step } = period;
  let next: string;
  if (step === 'day') next = from;
  else if (step === 'week') {
    // ISO weeks start on Monday, as PostgreSQL's date_trunc('week').
    const weekday = (new Date(`${from}T00:00:00Z`).getUTCDay() + 6) % 7;
    next = addDays(from, -weekday);
  } else next = `${from.slice(0, 7)}-01`;
  const starts: string[] = [];
  while (next <= to) {
    starts.push(next < from ? from : next);
    if (step === 'day') next = addDays(next, 1);
    else if (step === 'week') next = addDays(next, 7);
    else {
      const [year, month] = next.split('-').map(Number) as [number, number];
      next =
        month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
    }
  }
  return starts;
}

/** The teams or people who completed most, with their names (most first, ties by name). */
function topCompleters(rows: FactGroups['teams'], names: ReadonlyMap<string, string>) {
  return rows
    .flatMap((row) => {
      const name = names.get(row.id);
      return name === undefined ? [] : [{ id: row.id, name, count: row.count }];
    })
    .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, TOP_COMPLETERS);
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

/** The counts per bucket of one priority, or of all (null). */
function bucketsOf(rows: FactGroups['buckets'], priority: string | null) {
  const counts = new Map<number, number>();
  for (const row of rows) {
    if (priority !== null && row.priority !== priority) continue;
    counts.set(row.bucket, (counts.get(row.bucket) ?? 0) + row.count);
  }
  return [...counts].map(([bucket, count]) => ({ bucket, count }));
}

/** Ascending, nulls last (as PostgreSQL orders text and uuids). */
function nullsLast(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/**
 * Every figure of the period, from its grouped facts and, when it measured at most
 * EXACT_MEDIAN_LIMIT resolutions, their values (null: medians from the buckets).
 */
export function periodFigures(
  groups: FactGroups,
  names: GroupNames,
  period: DashboardPeriod,
  values: ResolutionValues | null,
) {
  const current = groups.main.filter((main) => main.current);
  const priorities = [...new Set(groups.main.map((main) => main.priority))];
  const medianOf = (priority: string | null) =>
    values
      ? exactMedian(priority === null ? Object.values(values).flat() : (values[priority] ?? []))
      : medianOfBuckets(bucketsOf(groups.buckets, priority));
  const kinds = [...new Set(groups.main.map((main) => main.kind))];
  const categories = new Map<string | null, number>();
  for (const main of current) {
    if (main.created === 0) continue;
    categories.set(main.category_id, (categories.get(main.category_id) ?? 0) + main.created);
  }
  const steps = new Map(groups.steps.map((step) => [step.start, step]));
  return {
    created: kinds.map((kind) => {
      const rows = groups.main.filter((main) => main.kind === kind);
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
      completedOf(groups.main, null, medianOf(null)),
      ...priorities.map((priority) =>
        completedOf(
          groups.main.filter((main) => main.priority === priority),
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
    byCategory: [...categories]
      .map(([id, count]) => {
        const named = id === null ? undefined : names.categories.get(id);
        return { id, name: named?.name ?? null, key: named?.key ?? null, count };
      })
      .sort((a, b) => b.count - a.count || nullsLast(a.name, b.name) || nullsLast(a.id, b.id)),
    teams: topCompleters(groups.teams, names.teams),
    people: topCompleters(groups.people, names.people),
    steps: trendStarts(period).map((start) => ({
      start,
      created: steps.get(start)?.created ?? 0,
      completed: steps.get(start)?.completed ?? 0,
      met: steps.get(start)?.met ?? 0,
      breached: steps.get(start)?.breached ?? 0,
    })),
  };
}
