/**
 * The tickets report (created, completed and open now per building, category, priority or
 * assignee) and the MTTR report (mean time to repair per asset or category, SMRP 3.5.2).
 * Formulas: docs/kpis.md ("Reports").
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { assets, tickets } from '../../db/schema/index.ts';
import { rowsOf, type DashboardScope } from '../dashboards/index.ts';
import { openTicket } from '../tickets/index.ts';
import {
  columnsOf,
  numberOrNull,
  type ReportContext,
  type ReportDefinition,
} from './report-context.ts';
import {
  assetColumn,
  groupColumns,
  grouping,
  named,
  type GroupRow,
  type GroupSource,
} from './report-groups.ts';

export const inPeriod = (column: PgColumn | SQL, scope: DashboardScope) =>
  sql`(${column} >= ${scope.start} and ${column} < ${scope.end})`;

/** A ticket's columns for the groupings. */
export const ticketSource: GroupSource = {
  organisationId: tickets.organisationId,
  ticketId: sql`${tickets.id}`,
  buildingId: sql`${tickets.buildingId}`,
  categoryId: sql`${tickets.categoryId}`,
  assetId: sql`${tickets.assetId}`,
  assetCategoryId: assetColumn(sql`${tickets.assetId}`, assets.categoryId, tickets.organisationId),
  assetStatus: assetColumn(sql`${tickets.assetId}`, assets.status, tickets.organisationId),
  priority: sql`${tickets.priority}`,
  at: sql`${tickets.completedAt}`,
  rating: sql`${tickets.feedbackRating}`,
  scheduleId: sql`${tickets.ppmScheduleId}`,
};

/** Runs `select` once per group and once for everything (the totals), over `source`'s rows. */
export async function groupedAndTotal<R extends GroupRow>(
  context: ReportContext,
  query: (group: ReturnType<typeof grouping>) => SQL,
  empty: Omit<R, keyof GroupRow>,
  source: GroupSource = ticketSource,
) {
  const { executor, groupBy, language, scope } = context;
  const timezone = scope.period.timezone;
  const [rows, totals] = await Promise.all([
    rowsOf<R>(executor, query(grouping(groupBy, source, timezone))),
    rowsOf<R>(executor, query(grouping(null, source, timezone))),
  ]);
  return {
    rows: rows.map((row) => named(groupBy, row, language)),
    totals: { ...empty, ...(totals[0] ?? {}), group_id: null, group_name: null, group_key: null },
  };
}

const withoutGroup = ({ group_id: _i, group_name: _n, group_key: _k, ...rest }: GroupRow) => rest;

export const ticketsReport: ReportDefinition = {
  key: 'tickets',
  groupings: ['building', 'category', 'priority', 'assignee'],
  needs: [],
  columns: () =>
    columnsOf(
      ['group', 'text'],
      ['created', 'number'],
      ['completed', 'number'],
      ['open', 'number'],
    ),
  chart: () => ({ label: 'group', series: ['created', 'completed', 'open'] }),
  run: async (context) => {
    const { scope } = context;
    const created = inPeriod(tickets.createdAt, scope);
    const completed = inPeriod(tickets.completedAt, scope);
    const { rows, totals } = await groupedAndTotal<
      GroupRow & { created: number; completed: number; open: number }
    >(
      context,
      (group) => sql`select ${groupColumns(group)},
          count(distinct ${tickets.id}) filter (where ${created})::int as created,
          count(distinct ${tickets.id}) filter (where ${completed})::int as completed,
          count(distinct ${tickets.id}) filter (where ${openTicket()})::int as open
        from ${tickets} ${group.joins}
        where ${scope.where} and (${created} or ${completed} or ${openTicket()})
        group by 1, 2, 3 order by 2 nulls last, 1 nulls last`,
      { created: 0, completed: 0, open: 0 },
    );
    return { rows, totals: withoutGroup(totals) };
  },
};

export const mttrReport: ReportDefinition = {
  key: 'mttr',
  groupings: ['asset', 'category'],
  needs: [{ action: 'read', subject: 'assets' }],
  columns: () =>
    columnsOf(
      ['group', 'text'],
      ['repairs', 'number'],
      ['repair_seconds', 'duration'],
      ['mttr_seconds', 'duration'],
      ['business_mttr_seconds', 'duration'],
    ),
  chart: () => ({ label: 'group', series: ['mttr_seconds'] }),
  run: async (context) => {
    const { scope } = context;
    const repair = sql`extract(epoch from ${tickets.completedAt} - ${tickets.createdAt})`;
    const { rows, totals } = await groupedAndTotal<
      GroupRow & {
        repairs: number;
        repair_seconds: number | null;
        mttr_seconds: number | null;
        business_mttr_seconds: number | null;
      }
    >(
      context,
      (group) => sql`select ${groupColumns(group)}, count(*)::int as repairs,
          sum(${repair})::float8 as repair_seconds, avg(${repair})::float8 as mttr_seconds,
          avg(${tickets.resolutionBusinessSeconds})::float8 as business_mttr_seconds
        from ${tickets} ${group.joins}
        where ${scope.where} and ${tickets.kind} = 'reactive'
          and ${inPeriod(tickets.completedAt, scope)}
        group by 1, 2, 3 order by 6 desc nulls last, 2`,
      { repairs: 0, repair_seconds: null, mttr_seconds: null, business_mttr_seconds: null },
    );
    const numbers = (row: Record<string, unknown>) => ({
      repair_seconds: numberOrNull(row.repair_seconds),
      mttr_seconds: numberOrNull(row.mttr_seconds),
      business_mttr_seconds: numberOrNull(row.business_mttr_seconds),
    });
    return {
      rows: rows.map((row) => ({ ...row, ...numbers(row) })),
      totals: { ...withoutGroup(totals), ...numbers(totals) },
    };
  },
};
