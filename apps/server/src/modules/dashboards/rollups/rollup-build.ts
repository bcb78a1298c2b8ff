/**
 * Keeps an organisation's rollups: every local day that ended more than ROLL_DELAY ago is summed
 * once (rollup-facts.ts), then again only when one of its tickets changes afterwards (the
 * trigger of migration 0014 logs the changed instants); whole months are summed from their days.
 * The first build, and a change of time zone, sums every past day. Each organisation is rolled
 * in one transaction holding its state row, so two servers never interleave; a change committed
 * while a day is summed stays in the log and is summed at the next run.
 */
import { and, lte, max, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  organisations,
  ticketRollupLog,
  ticketRollupState,
  ticketRollups,
  tickets,
} from '../../../db/schema/index.ts';
import { forOrganisation, tenantCondition } from '../../../lib/tenancy.ts';
import { loadTicketSettings, localDayStart } from '../../tickets/index.ts';
import { addDays, localToday } from '../dashboard-period.ts';
import { rowsOf } from '../dashboard-counts.ts';
import { FACT_DIMENSIONS, FACT_MEASURES, dateArray, factsFromTickets } from './rollup-facts.ts';

/** A day is summed this long after it ends (the trigger leaves the last hour's instants out). */
export const ROLL_DELAY_MS = 2 * 60 * 60 * 1000;

const COLUMNS = ['start', ...FACT_DIMENSIONS, ...FACT_MEASURES].join(', ');

/** Consecutive days as [first, after last) ranges. */
export function dayRanges(days: readonly string[]): [string, string][] {
  const ranges: [string, string][] = [];
  for (const day of [...new Set(days)].sort()) {
    const last = ranges.at(-1);
    if (last && last[1] === day) last[1] = addDays(day, 1);
    else ranges.push([day, addDays(day, 1)]);
  }
  return ranges;
}

async function sumDays(
  executor: Executor,
  organisationId: string,
  timezone: string,
  [from, until]: [string | null, string],
) {
  await executor.execute(
    sql`delete from ${ticketRollups} where ${tenantCondition(ticketRollups, organisationId)}
      and ${ticketRollups.grain} = 'day' and ${ticketRollups.start} < ${until}
      ${from ? sql`and ${ticketRollups.start} >= ${from}` : sql``}`,
  );
  const facts = factsFromTickets({
    where: tenantCondition(tickets, organisationId),
    start: from ? localDayStart(from, timezone) : sql`'-infinity'::timestamptz`,
    end: localDayStart(until, timezone),
    timezone,
  });
  // The organisation is the inserted rows' own value here, not a condition.
  await executor.execute(
    // eslint-disable-next-line mainstay/no-raw-organisation-condition
    sql`insert into ${ticketRollups} (organisation_id, grain, ${sql.raw(COLUMNS)})
      select ${organisationId}, 'day', ${sql.raw(COLUMNS)} from (${facts}) as facts`,
  );
}

/** Sums the whole months among `months` (first days) from their days; `null`: every month. */
async function sumMonths(
  executor: Executor,
  organisationId: string,
  months: readonly string[] | null,
  until: string,
) {
  const whole = sql`${ticketRollups.start} < date_trunc('month', ${until}::date)::date`;
  const chosen = months
    ? sql`date_trunc('month', ${ticketRollups.start})::date = any(${dateArray(months)})`
    : sql`true`;
  const owned = tenantCondition(ticketRollups, organisationId);
  await executor.execute(
    sql`delete from ${ticketRollups} where ${owned} and ${ticketRollups.grain} = 'month' and ${chosen}`,
  );
  const dimensions = sql.raw(FACT_DIMENSIONS.join(', '));
  const sums = sql.raw(FACT_MEASURES.map((name) => `sum(${name})`).join(', '));
  await executor.execute(
    // eslint-disable-next-line mainstay/no-raw-organisation-condition
    sql`insert into ${ticketRollups} (organisation_id, grain, ${sql.raw(COLUMNS)})
      select ${organisationId}, 'month', date_trunc('month', start)::date, ${dimensions}, ${sums}
      from ${ticketRollups}
      where ${owned} and ${ticketRollups.grain} = 'day' and ${chosen} and ${whole}
      group by date_trunc('month', start), ${dimensions}`,
  );
}

/** The local days of the logged instants (up to `lastLog`) that are already summed. */
async function changedDays(
  executor: Executor,
  organisationId: string,
  timezone: string,
  lastLog: number,
  rolledUntil: string,
): Promise<string[]> {
  const rows = await rowsOf<{ day: string }>(
    executor,
    sql`select distinct to_char((instant at time zone ${timezone})::date, 'YYYY-MM-DD') as day
      from ${ticketRollupLog}, unnest(${ticketRollupLog.instants}) as instant
      where ${tenantCondition(ticketRollupLog, organisationId)} and ${ticketRollupLog.id} <= ${lastLog}`,
  );
  return rows.map((row) => row.day).filter((day) => day < rolledUntil);
}

export interface RollupResult {
  /** Days summed (every past day, on a first build). */
  days: number | 'all';
}

/** Brings one organisation's rollups up to the days that ended ROLL_DELAY_MS before `now`. */
export async function rollUpOrganisation(
  executor: Executor,
  organisationId: string,
  now = new Date(),
): Promise<RollupResult> {
  const { timezone } = await loadTicketSettings(executor, organisationId);
  const target = localToday(new Date(now.getTime() - ROLL_DELAY_MS), timezone);
  const tenant = forOrganisation(executor, organisationId);
  const [logged] = await executor
    .select({ last: max(ticketRollupLog.id) })
    .from(ticketRollupLog)
    .where(tenantCondition(ticketRollupLog, organisationId));
  const lastLog = logged?.last ?? 0;
  const [known] = await tenant.select(ticketRollupState);
  const rebuild = !known || known.timezone !== timezone;
  if (rebuild) {
    // Committed before the build, so a ticket changed meanwhile is logged and summed next time.
    await executor
      .insert(ticketRollupState)
      .values({ organisationId, rolledUntil: target, timezone, ready: false })
      .onConflictDoUpdate({
        target: ticketRollupState.organisationId,
        set: { rolledUntil: target, timezone, ready: false, updatedAt: now },
      });
  }
  return executor.transaction(async (tx) => {
    const [state] = await tx
      .select()
      .from(ticketRollupState)
      .where(tenantCondition(ticketRollupState, organisationId))
      .for('update');
    if (!state) return { days: 0 };
    let result: RollupResult;
    if (rebuild || !state.ready) {
      await sumDays(tx, organisationId, timezone, [null, target]);
      await sumMonths(tx, organisationId, null, target);
      result = { days: 'all' };
    } else {
      const until = target > state.rolledUntil ? target : state.rolledUntil;
      const days = await changedDays(tx, organisationId, timezone, lastLog, state.rolledUntil);
      for (let day = state.rolledUntil; day < until; day = addDays(day, 1)) days.push(day);
      for (const range of dayRanges(days)) await sumDays(tx, organisationId, timezone, range);
      const months = [...new Set(days.map((day) => `${day.slice(0, 7)}-01`))];
      if (months.length > 0) await sumMonths(tx, organisationId, months, until);
      result = { days: days.length };
    }
    await tx
      .delete(ticketRollupLog)
      .where(
        and(tenantCondition(ticketRollupLog, organisationId), lte(ticketRollupLog.id, lastLog)),
      );
    await tx
      .update(ticketRollupState)
      .set({
        rolledUntil:
          rebuild || !state.ready || target > state.rolledUntil ? target : state.rolledUntil,
        ready: true,
        // The sums' version (dashboards keep what they computed from them until it moves):
        // moved only when a day was summed, and always forward.
        ...(result.days === 0
          ? {}
          : {
              updatedAt: sql`greatest(${now}::timestamptz, ${ticketRollupState.updatedAt} + interval '1 millisecond')`,
            }),
      })
      .where(tenantCondition(ticketRollupState, organisationId));
    return result;
  });
}

/** Organisations whose rollups may be behind: never built, changed since, or a day has ended. */
export async function organisationsToRoll(executor: Executor): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    executor,
    sql`select ${organisations.id} as id from ${organisations}
      left join ${ticketRollupState} on ${tenantCondition(ticketRollupState, organisations.id)}
      where ${ticketRollupState.rolledUntil} is null or not ${ticketRollupState.ready}
        or ${ticketRollupState.rolledUntil} < ((now() at time zone 'UTC') + interval '14 hours')::date
        or exists (select 1 from ${ticketRollupLog}
          where ${tenantCondition(ticketRollupLog, organisations.id)})`,
  );
  return rows.map((row) => row.id);
}
