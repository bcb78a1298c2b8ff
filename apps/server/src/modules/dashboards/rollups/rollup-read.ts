/**
 * Reading the rollups: how far they reach and their version, and their rows for a range of days
 * (whole months when the trend steps by month). Which kinds and days a dashboard reads from them
 * is decided in ../dashboard-parts.ts.
 */
import type { TTicketKind } from '@mainstay/contracts';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { ticketRollups, ticketRollupState } from '../../../db/schema/index.ts';
import { forOrganisation, tenantCondition } from '../../../lib/tenancy.ts';
import type { DashboardPeriod } from '../dashboard-period.ts';
import { FACT_DIMENSIONS, FACT_MEASURES, dateArray } from './rollup-facts.ts';

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

/** How far the organisation's rollups reach (`until`, excluded) and their version, when usable. */
export async function rollupState(
  executor: Executor,
  organisationId: string,
  timezone: string,
): Promise<{ until: string; version: string } | null> {
  const [state] = await forOrganisation(executor, organisationId).select(ticketRollupState);
  if (!state?.ready || state.timezone !== timezone) return null;
  return {
    until: state.rolledUntil,
    version: `${state.rolledUntil}/${new Date(state.updatedAt).toISOString()}`,
  };
}

/**
 * The organisation's summed facts of `kinds` over the days [from, until): days, or whole months
 * when the period's trend steps by month.
 */
export function rollupRows(
  organisationId: string,
  period: DashboardPeriod,
  kinds: readonly TTicketKind[],
  from: string,
  until: string,
): SQL {
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
    where ${and(tenantCondition(ticketRollups, organisationId), inArray(ticketRollups.kind, [...kinds]))}
      and ${wanted}`;
}
