/**
 * The PM compliance report: the PPM tasks whose compliance deadline (due date plus the
 * organisation's grace) fell in the period, per month, building, schedule or assignee: how many
 * came due, were done on time, late (missed ones among them), or are still pending inside their
 * window, and compliance = on time ÷ (on time + late), the dashboard's PM compliance
 * (SMRP 5.4.14). Formulas: docs/kpis.md ("Reports").
 */
import { sql } from 'drizzle-orm';
import { tickets } from '../../db/schema/index.ts';
import { complianceCondition } from '../tickets/index.ts';
import { columnsOf, type ReportDefinition, type ReportRow } from './report-context.ts';
import { groupColumns, type GroupRow, type GroupSource } from './report-groups.ts';
import { groupedAndTotal, inPeriod, ticketSource } from './report-tickets.ts';

/** A PPM task's columns for the groupings: months by its compliance deadline. */
const taskSource: GroupSource = {
  ...ticketSource,
  at: sql`${tickets.complianceDueAt}`,
  scheduleId: sql`${tickets.ppmScheduleId}`,
};

type ComplianceCounts = {
  due: number;
  on_time: number;
  late: number;
  missed: number;
  pending: number;
};

const rateOf = (row: ComplianceCounts): number | null => {
  const counted = Number(row.on_time) + Number(row.late);
  return counted > 0 ? Number(row.on_time) / counted : null;
};

const withRate = <R extends ComplianceCounts>(row: R): ReportRow => ({
  ...(row as unknown as ReportRow),
  compliance: rateOf(row),
});

export const ppmComplianceReport: ReportDefinition = {
  key: 'ppm_compliance',
  groupings: ['month', 'building', 'schedule', 'assignee'],
  needs: [{ action: 'read', subject: 'ppm tasks' }],
  columns: () =>
    columnsOf(
      ['group', 'text'],
      ['due', 'number'],
      ['on_time', 'number'],
      ['late', 'number'],
      ['missed', 'number'],
      ['pending', 'number'],
      ['compliance', 'percent'],
    ),
  chart: () => ({ label: 'group', series: ['on_time', 'late'] }),
  run: async (context) => {
    const { scope, groupBy } = context;
    const now = scope.now;
    const state = (name: 'on_time' | 'late' | 'pending') =>
      sql`count(distinct ${tickets.id}) filter (where ${complianceCondition(name, now)})::int
        as ${sql.identifier(name)}`;
    // Months in order; the other groupings by name, "none" last.
    const order = groupBy === 'month' ? sql`1 nulls last` : sql`2 nulls last, 1 nulls last`;
    const { rows, totals } = await groupedAndTotal<GroupRow & ComplianceCounts>(
      context,
      (group) => sql`select ${groupColumns(group)},
          count(distinct ${tickets.id}) filter (where ${tickets.status} <> 'cancelled')::int as due,
          ${state('on_time')}, ${state('late')},
          count(distinct ${tickets.id}) filter (where ${tickets.status} = 'missed')::int as missed,
          ${state('pending')}
        from ${tickets} ${group.joins}
        where ${scope.where} and ${tickets.kind} = 'ppm'
          and ${inPeriod(tickets.complianceDueAt, scope)}
        group by 1, 2, 3 order by ${order}`,
      { due: 0, on_time: 0, late: 0, missed: 0, pending: 0 },
      taskSource,
    );
    const { group_id: _id, group_name: _name, group_key: _key, ...sums } = totals;
    return {
      rows: rows.map((row) => withRate(row as unknown as ComplianceCounts)),
      totals: withRate(sums),
    };
  },
};
