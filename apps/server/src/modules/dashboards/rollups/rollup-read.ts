/**
 * Where a dashboard's facts come from. For each kind a caller sees whole (every ticket of it, no
 * building filter) they read the organisation's rollups for the days already summed (whole
 * months when the trend steps by month) and the tickets for the rest (today, usually); the kinds
 * they see part of, and every kind while the first build runs or after the time zone changed,
 * come from the tickets.
 */
import type { TTicketKind } from '@mainstay/contracts';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { ticketRollups, ticketRollupState } from '../../../db/schema/index.ts';
import { forOrganisation, tenantCondition } from '../../../lib/tenancy.ts';
import { localDayStart, seesEveryTicket } from '../../tickets/index.ts';
import { addDays } from '../dashboard-period.ts';
import { visibleToDashboard, type DashboardScope } from '../dashboard-scope.ts';
import { FACT_DIMENSIONS, FACT_MEASURES, dateArray, factsFromTickets } from './rollup-facts.ts';

/** The first day of the month after the one holding `day`. */
export function nextMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const next = month === 12 ? [year + 1, 1] : [year, month + 1];
  return `${next[0]}-${String(next[1]).padStart(2, '0')}-01`;
}

/**
 * The months read whole from the rollups: inside [from, until), and not split by `boundary`
 * (the period's first day, where the previous period ends).
 */
export function wholeMonths(from: string, until: string, boundary: string): string[] {
  const months: string[] = [];
  let month = from.endsWith('-01') ? from : nextMonth(from);
  for (; nextMonth(month) <= until; month = nextMonth(month)) {
    const after = nextMonth(month);
    if (!(month < boundary && boundary < after)) months.push(month);
  }
  return months;
}

/** The day the organisation's rollups reach (excluded), when they may be read. */
async function rolledUntil(executor: Executor, scope: DashboardScope): Promise<string | null> {
  const [state] = await forOrganisation(executor, scope.viewer.auth.organisationId).select(
    ticketRollupState,
  );
  return state?.ready && state.timezone === scope.period.timezone ? state.rolledUntil : null;
}

function rollupRows(
  scope: DashboardScope,
  kinds: readonly TTicketKind[],
  from: string,
  until: string,
): SQL {
  const { period, viewer } = scope;
  const months = period.trend_step === 'month' ? wholeMonths(from, until, period.from) : [];
  const start = ticketRollups.start;
  const days = sql`${ticketRollups.grain} = 'day' and ${start} >= ${from} and ${start} < ${until}`;
  const wanted =
    months.length > 0
      ? sql`((${days} and date_trunc('month', ${start})::date <> all(${dateArray(months)}))
          or (${ticketRollups.grain} = 'month' and ${start} = any(${dateArray(months)})))`
      : sql`(${days})`;
  const columns = sql.raw(['start', ...FACT_DIMENSIONS, ...FACT_MEASURES].join(', '));
  return sql`select ${columns} from ${ticketRollups}
    where ${and(tenantCondition(ticketRollups, viewer.auth.organisationId), inArray(ticketRollups.kind, [...kinds]))}
      and ${wanted}`;
}

/**
 * The facts of the period and the one before it: `start`, dimensions and sums per day. Kinds the
 * caller sees whole (without a building filter) come from the rollups as far as they reach; the
 * kinds they see part of, from their tickets.
 */
export async function dashboardFacts(executor: Executor, scope: DashboardScope): Promise<SQL> {
  const { period, viewer, kinds } = scope;
  const whole = scope.buildingId ? [] : kinds.filter((kind) => seesEveryTicket(viewer, kind));
  const partial = kinds.filter((kind) => !whole.includes(kind));
  const live = (where: SQL, start: SQL) =>
    factsFromTickets({ where, start, end: scope.end, timezone: period.timezone });
  const parts: SQL[] = [];
  for (const kind of partial) {
    parts.push(live(visibleToDashboard(viewer, [kind], scope.buildingId), scope.previousStart));
  }
  if (whole.length > 0) {
    const until = await rolledUntil(executor, scope);
    const end = addDays(period.to, 1);
    const wholeWhere = visibleToDashboard(viewer, whole);
    if (!until || until <= period.previous_from) {
      parts.push(live(wholeWhere, scope.previousStart));
    } else {
      parts.push(rollupRows(scope, whole, period.previous_from, until < end ? until : end));
      if (until < end) parts.push(live(wholeWhere, localDayStart(until, period.timezone)));
    }
  }
  return parts.length > 0
    ? sql.join(parts, sql` union all `)
    : live(sql`false`, scope.previousStart);
}
