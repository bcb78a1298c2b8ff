/**
 * The period's figures in two parts (docs/kpis.md "Speed"):
 * - the summed days, [previous_from, until): the days the organisation's rollups reach. Kinds
 *   the caller sees whole (without a building filter) are read from the rollups, the kinds they
 *   see part of from their tickets. These days change only when the rollup job sums one of them
 *   again, which moves the rollups' version, so what is computed from them is kept in process
 *   (summedParts) under a key naming the version and every input of its statements;
 * - the live days after them (usually today), read from the tickets at every request.
 * Before the first build, and after a change of time zone, every day is live. The two parts'
 * groups add up (dashboard-groups.ts); the latest ratings and the values of exact medians join.
 */
import type { TTicketKind } from '@mainstay/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';
import { cacheKey, MemoCache } from '../../lib/memo-cache.ts';
import { localDayStart, seesEveryTicket } from '../tickets/index.ts';
import {
  latestFeedbackStatement,
  LATEST_FEEDBACK,
  rowsOf,
  type LatestRow,
} from './dashboard-counts.ts';
import {
  EXACT_MEDIAN_LIMIT,
  joinValues,
  periodFigures,
  readResolutionValues,
  type ResolutionValues,
} from './dashboard-figures.ts';
import {
  groupNames,
  groupsStatement,
  mergeGroups,
  NO_GROUPS,
  readGroups,
  type FactGroups,
} from './dashboard-groups.ts';
import { addDays, type DashboardPeriod } from './dashboard-period.ts';
import { visibleToDashboard, type DashboardScope } from './dashboard-scope.ts';
import { factsFromTickets, liveFacts } from './rollups/rollup-facts.ts';
import { rollupRows, rollupState } from './rollups/rollup-read.ts';

/**
 * Everything the statements of the summed days read, and nothing else: the cache key is made of
 * it, so two callers share an entry only when they would compute the same figures. The
 * conditions carry the organisation, the caller's visibility and the building filter.
 */
interface SummedInputs {
  organisationId: string;
  period: DashboardPeriod;
  /** The first day not summed, at most the day after the period. */
  until: string;
  /** Read from the rollups. */
  wholeKinds: TTicketKind[];
  /** Read from the tickets: the visibility of each kind the caller sees part of. */
  partialWheres: SQL[];
  /** The visibility over every kind counted, and per kind (ratings, medians' values). */
  where: SQL;
  whereByKind: SQL[];
}

/** What the summed days give. */
interface SummedPart {
  groups: FactGroups;
  latest: LatestRow[];
  /** The measured resolution times, when there are at most EXACT_MEDIAN_LIMIT of them. */
  values: ResolutionValues | null;
}

const NOTHING_SUMMED: SummedPart = { groups: NO_GROUPS, latest: [], values: {} };

/**
 * At most 1,000 entries: a few kilobytes each, up to about 40 KB with the values of exact
 * medians (at most EXACT_MEDIAN_LIMIT numbers).
 */
const summedParts = new MemoCache<SummedPart>({ maxEntries: 1000, maxAgeMs: 15 * 60_000 });
const dialect = new PgDialect();

const measuredIn = (groups: FactGroups) =>
  groups.main.reduce((total, row) => total + (row.current ? row.measured : 0), 0);

async function computeSummed(executor: Executor, inputs: SummedInputs): Promise<SummedPart> {
  const { period, until } = inputs;
  const start = localDayStart(period.from, period.timezone);
  const boundary = localDayStart(until, period.timezone);
  const facts: SQL[] = inputs.partialWheres.map((where) =>
    factsFromTickets({
      where,
      start: localDayStart(period.previous_from, period.timezone),
      end: boundary,
      timezone: period.timezone,
    }),
  );
  if (inputs.wholeKinds.length > 0) {
    facts.push(
      rollupRows(inputs.organisationId, period, inputs.wholeKinds, period.previous_from, until),
    );
  }
  const [groups, latest] = await Promise.all([
    readGroups(executor, groupsStatement(sql.join(facts, sql` union all `), period)),
    rowsOf<LatestRow>(executor, latestFeedbackStatement(inputs.whereByKind, start, boundary)),
  ]);
  const values =
    measuredIn(groups) <= EXACT_MEDIAN_LIMIT
      ? await readResolutionValues(executor, inputs.where, start, boundary)
      : null;
  return { groups, latest, values };
}

function summedPart(executor: Executor, inputs: SummedInputs, version: string) {
  const query = (condition: SQL) => dialect.sqlToQuery(condition);
  const key = cacheKey(
    version,
    inputs.organisationId,
    inputs.period,
    inputs.until,
    inputs.wholeKinds,
    inputs.partialWheres.map(query),
    query(inputs.where),
    inputs.whereByKind.map(query),
  );
  return summedParts.get(key, () => computeSummed(executor, inputs));
}

/** The latest first (as the statement orders them), the first LATEST_FEEDBACK. */
function latestOf(rows: readonly LatestRow[]): LatestRow[] {
  const time = (row: LatestRow) => new Date(row.at).getTime();
  return [...rows]
    .sort(
      (a, b) =>
        time(b) - time(a) || (a.ticket_id < b.ticket_id ? 1 : a.ticket_id > b.ticket_id ? -1 : 0),
    )
    .slice(0, LATEST_FEEDBACK);
}

/** The facts of the live days [from, end): one part per condition (kinds seen whole, or each kind). */
function liveStatement(scope: DashboardScope, wheres: readonly SQL[], from: SQL): SQL {
  const range = { start: from, end: scope.end, timezone: scope.period.timezone };
  if (wheres.length === 0) return factsFromTickets({ where: sql`false`, ...range });
  return sql.join(
    wheres.map((where) => liveFacts({ where, ...range })),
    sql` union all `,
  );
}

/** The period's figures and latest ratings: the summed days (kept) with the live ones (read now). */
export async function periodParts(executor: Executor, scope: DashboardScope) {
  const { viewer, period, kinds } = scope;
  const organisationId = viewer.auth.organisationId;
  const wholeKinds = scope.buildingId ? [] : kinds.filter((kind) => seesEveryTicket(viewer, kind));
  const partialWheres = kinds.flatMap((kind, index) =>
    wholeKinds.includes(kind) ? [] : [scope.whereByKind[index] as SQL],
  );
  const liveWheres = [
    ...(wholeKinds.length > 0 ? [visibleToDashboard(viewer, wholeKinds)] : []),
    ...partialWheres,
  ];
  const state = await rollupState(executor, organisationId, period.timezone);
  const end = addDays(period.to, 1);
  const summedUntil =
    state && state.until > period.previous_from ? (state.until < end ? state.until : end) : null;
  const liveFrom = summedUntil ? localDayStart(summedUntil, period.timezone) : scope.previousStart;
  const live = !summedUntil || summedUntil < end;
  // Ratings and medians count the period only, not the one before it.
  const livePeriodFrom = sql`greatest(${scope.start}, ${liveFrom})`;
  const [summed, liveGroups, liveLatest] = await Promise.all([
    summedUntil && state
      ? summedPart(
          executor,
          {
            organisationId,
            period,
            until: summedUntil,
            wholeKinds,
            partialWheres,
            where: scope.where,
            whereByKind: scope.whereByKind,
          },
          state.version,
        )
      : NOTHING_SUMMED,
    live
      ? readGroups(
          executor,
          groupsStatement(liveStatement(scope, liveWheres, liveFrom), period),
          true,
        )
      : NO_GROUPS,
    live
      ? preparedRows<LatestRow>(
          executor,
          latestFeedbackStatement(scope.whereByKind, livePeriodFrom, scope.end),
        )
      : [],
  ]);
  const groups = mergeGroups(summed.groups, liveGroups);
  const exact = measuredIn(groups) <= EXACT_MEDIAN_LIMIT && summed.values !== null;
  const [names, liveValues] = await Promise.all([
    groupNames(executor, organisationId, groups),
    exact && measuredIn(liveGroups) > 0
      ? readResolutionValues(executor, scope.where, livePeriodFrom, scope.end, true)
      : {},
  ]);
  return {
    figures: periodFigures(
      groups,
      names,
      period,
      exact ? joinValues(summed.values ?? {}, liveValues) : null,
    ),
    latest: latestOf([...summed.latest, ...liveLatest]),
  };
}
