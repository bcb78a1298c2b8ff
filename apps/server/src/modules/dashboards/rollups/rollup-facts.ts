/**
 * The dashboard's facts: per local day, kind and facet, the sums every period figure is made
 * of. The same statement fills the rollups (the whole organisation, one past day range at a
 * time) and counts the days not summed yet (today, or every day for a caller who sees only some
 * tickets), so a figure read from the rollups and from the tickets is the same figure.
 *
 * Facets (a row's dimensions):
 * - `main` (kind, priority, category): created on the day; completed, measured resolution
 *   seconds, first visits, reopens within 30 days and resolution results of those completed on
 *   the day; response results of those first answered on the day; ratings given on the day.
 * - `completer` (kind, team, the person who completed): completed on the day.
 * - `resolution` (kind, priority, bucket): completed on the day with a measured business
 *   resolution time, per bucket of that time (`measured`), for medians.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { tickets } from '../../../db/schema/index.ts';
import { firstVisit, reopenedSoon, resolutionResult, responseResult } from '../../tickets/index.ts';

/** The sums of a fact row, in the rollup table's column order. */
export const FACT_MEASURES = [
  'created',
  'completed',
  'measured',
  'resolution_seconds',
  'first_visit',
  'reopened',
  'resolution_met',
  'resolution_breached',
  'response_met',
  'response_breached',
  'rated',
  'rating_sum',
  'rating_1',
  'rating_2',
  'rating_3',
  'rating_4',
  'rating_5',
] as const;
export type FactMeasure = (typeof FACT_MEASURES)[number];

/** A fact row's dimensions, after `start` (its local day). */
export const FACT_DIMENSIONS = [
  'facet',
  'kind',
  'priority',
  'category_id',
  'team_id',
  'user_id',
  'bucket',
] as const;

/**
 * Resolution-time buckets: under a minute, then each 10 % wider than the one before (bucket b
 * holds [60 × 1.1^(b-1), 60 × 1.1^b) seconds), so a median read from them is within 10 %.
 */
export const BUCKET_BASE_SECONDS = 60;
export const BUCKET_RATIO = 1.1;
const LAST_BUCKET = 250;

export function bucketBounds(bucket: number): [number, number] {
  if (bucket <= 0) return [0, BUCKET_BASE_SECONDS];
  return [
    BUCKET_BASE_SECONDS * BUCKET_RATIO ** (bucket - 1),
    BUCKET_BASE_SECONDS * BUCKET_RATIO ** bucket,
  ];
}

const bucketOf = (seconds: SQL) =>
  sql`(case when ${seconds} < ${BUCKET_BASE_SECONDS} then 0 else least(1 + floor(ln(${seconds}::float8 / ${BUCKET_BASE_SECONDS}) / ln(${BUCKET_RATIO})), ${LAST_BUCKET}) end)::smallint`;

/** The types of the dimensions, for the nulls of parts without them. */
const DIMENSION_TYPES = {
  facet: 'text',
  kind: 'ticket_kind',
  priority: 'ticket_priority',
  category_id: 'uuid',
  team_id: 'uuid',
  user_id: 'uuid',
  bucket: 'smallint',
} as const;

type Dimensions = Partial<Record<(typeof FACT_DIMENSIONS)[number], SQL>>;
type Measures = Partial<Record<FactMeasure, SQL>>;

/** One part of the facts: its dimensions and sums, 0 and null for the others. */
function part(day: SQL, dimensions: Dimensions, measures: Measures, from: SQL): SQL {
  const dimensionList = FACT_DIMENSIONS.map(
    (name) => dimensions[name] ?? sql.raw(`null::${DIMENSION_TYPES[name]}`),
  );
  const measureList = FACT_MEASURES.map((name) => measures[name] ?? sql`0`);
  return sql`select ${day} as start, ${sql.join(dimensionList, sql`, `)}, ${sql.join(measureList, sql`, `)} ${from}`;
}

/** Days ('YYYY-MM-DD') as a date[] value. */
export const dateArray = (days: readonly string[]): SQL =>
  sql`array[${sql.join(
    days.map((day) => sql`${day}`),
    sql`, `,
  )}]::date[]`;

export interface FactsRange {
  /** Tickets counted (the organisation's, or what a caller may see). */
  where: SQL;
  /** Instants [start, end). */
  start: SQL;
  end: SQL;
  timezone: string;
  /** What the tickets are read from (default the table; liveFacts: the few touched). */
  source?: SQL;
}

/**
 * The facts of [start, end) from the tickets, one row per (local day, facet, dimensions),
 * columns `start`, FACT_DIMENSIONS, FACT_MEASURES.
 */
export function factsFromTickets({ where, start, end, timezone, source }: FactsRange): SQL {
  const from = source ?? sql`${tickets}`;
  const dayOf = (column: PgColumn) => sql`(${column} at time zone ${timezone})::date`;
  const within = (column: PgColumn) =>
    sql`${where} and ${column} >= ${start} and ${column} < ${end}`;
  const groupAll = sql`group by 1, 2, 3, 4, 5, 6, 7, 8`;
  const main = (column: PgColumn, measures: Measures) =>
    part(
      dayOf(column),
      {
        facet: sql`'main'`,
        kind: sql`${tickets.kind}`,
        priority: sql`${tickets.priority}`,
        category_id: sql`${tickets.categoryId}`,
      },
      measures,
      sql`from ${from} where ${within(column)} ${groupAll}`,
    );
  const seconds = sql`${tickets.resolutionBusinessSeconds}`;
  const rating = sql`${tickets.feedbackRating}`;
  const countWhere = (condition: SQL) => sql`count(*) filter (where ${condition})`;
  const parts = [
    main(tickets.createdAt, { created: sql`count(*)` }),
    main(tickets.completedAt, {
      completed: sql`count(*)`,
      measured: sql`count(${seconds})`,
      resolution_seconds: sql`coalesce(sum(${seconds}), 0)::float8`,
      first_visit: countWhere(firstVisit()),
      reopened: countWhere(reopenedSoon()),
      resolution_met: countWhere(resolutionResult(false)),
      resolution_breached: countWhere(resolutionResult(true)),
    }),
    main(tickets.respondedAt, {
      response_met: countWhere(responseResult(false)),
      response_breached: countWhere(responseResult(true)),
    }),
    main(tickets.feedbackAt, {
      rated: sql`count(${rating})`,
      rating_sum: sql`coalesce(sum(${rating}), 0)`,
      ...Object.fromEntries(
        [1, 2, 3, 4, 5].map((value) => [`rating_${value}`, countWhere(sql`${rating} = ${value}`)]),
      ),
    }),
    part(
      dayOf(tickets.completedAt),
      {
        facet: sql`'completer'`,
        kind: sql`${tickets.kind}`,
        team_id: sql`${tickets.teamId}`,
        user_id: sql`${tickets.completedByUserId}`,
      },
      { completed: sql`count(*)` },
      sql`from ${from} where ${within(tickets.completedAt)} ${groupAll}`,
    ),
    part(
      dayOf(tickets.completedAt),
      {
        facet: sql`'resolution'`,
        kind: sql`${tickets.kind}`,
        priority: sql`${tickets.priority}`,
        bucket: bucketOf(seconds),
      },
      { measured: sql`count(*)` },
      sql`from ${from} where ${within(tickets.completedAt)} and ${seconds} is not null ${groupAll}`,
    ),
  ];
  const dimensionNames = sql.raw(['start', ...FACT_DIMENSIONS].join(', '));
  const sums = sql.raw(
    FACT_MEASURES.map((name) =>
      name === 'resolution_seconds'
        ? `sum(${name})::float8 as ${name}`
        : `sum(${name})::int as ${name}`,
    ).join(', '),
  );
  return sql`select ${dimensionNames}, ${sums}
    from (${sql.join(parts, sql` union all `)}) as parts (${dimensionNames}, ${sql.raw(FACT_MEASURES.join(', '))})
    group by ${dimensionNames}`;
}

/**
 * The same facts for a short range (the live days, usually today): the tickets with any instant
 * in it are found once (the indexes of each instant, OR-ed) and the visibility tested on those
 * few, then the parts read them alone. A smaller statement to plan and run than six range scans
 * each testing the visibility.
 */
export function liveFacts({ where, start, end, timezone }: FactsRange): SQL {
  const touched = sql.join(
    [tickets.createdAt, tickets.completedAt, tickets.respondedAt, tickets.feedbackAt].map(
      (column) => sql`(${column} >= ${start} and ${column} < ${end})`,
    ),
    sql` or `,
  );
  return sql`(with touched as materialized (select * from ${tickets} where ${where} and (${touched}))
    ${factsFromTickets({ where: sql`true`, start, end, timezone, source: sql`touched as ${tickets}` })})`;
}
