/**
 * The planned maintenance reports. PM compliance: the PPM tasks whose compliance deadline (due date plus the
 * organisation's grace) fell in the period, per month, building, schedule or assignee: how many
 * came due, were done on time, late (missed ones among them), or are still pending inside their
 * window, and compliance = on time ÷ (on time + late), the dashboard's PM compliance
 * (SMRP 5.4.14). Planned vs reactive: work completed and time logged by kind. PM backlog: the
 * open PPM tasks and the work they stand for. Formulas: docs/kpis.md ("Reports").
 */
import { sql } from 'drizzle-orm';
import { ppmSchedules, tickets, ticketTimeLogs } from '../../db/schema/index.ts';
import { tenantCondition } from '../../lib/tenancy.ts';
import { complianceCondition, openTicket, overdueTicket } from '../tickets/index.ts';
import { columnsOf, type ReportDefinition, type ReportRow } from './report-context.ts';
import { groupColumns, type GroupRow, type GroupSource } from './report-groups.ts';
import { groupedAndTotal, inPeriod, ticketSource } from './report-tickets.ts';

/** A PPM task's columns for the groupings: months by its compliance deadline. */
const taskSource: GroupSource = {
  ...ticketSource,
  at: sql`${tickets.complianceDueAt}`,
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

/** Minutes logged on the row's ticket (every time log of it). */
const loggedMinutes = sql`(select coalesce(sum(${ticketTimeLogs.durationMinutes}), 0)
  from ${ticketTimeLogs} where ${ticketTimeLogs.ticketId} = ${tickets.id}
    and ${tenantCondition(ticketTimeLogs, tickets.organisationId)})`;

/** The estimated minutes of a PPM task: its schedule's estimate. */
const estimatedMinutes = sql`(select ${ppmSchedules.estimatedMinutes} from ${ppmSchedules}
  where ${ppmSchedules.id} = ${tickets.ppmScheduleId}
    and ${tenantCondition(ppmSchedules, tickets.organisationId)})`;

const shareOf = (part: unknown, other: unknown): number | null => {
  const whole = Number(part) + Number(other);
  return whole > 0 ? Number(part) / whole : null;
};

type PlannedRow = {
  planned: number;
  reactive: number;
  planned_seconds: number;
  reactive_seconds: number;
};

const plannedFigures = (row: PlannedRow) => ({
  planned: Number(row.planned),
  reactive: Number(row.reactive),
  planned_share: shareOf(row.planned, row.reactive),
  planned_seconds: Number(row.planned_seconds),
  reactive_seconds: Number(row.reactive_seconds),
  planned_time_share: shareOf(row.planned_seconds, row.reactive_seconds),
});

/**
 * Planned vs reactive: the PPM tasks and reactive tickets completed in the period, and the time
 * logged on them, per month or building; the planned shares of both.
 */
export const plannedReactiveReport: ReportDefinition = {
  key: 'planned_reactive',
  groupings: ['month', 'building'],
  needs: [{ action: 'read', subject: 'ppm tasks' }],
  columns: () =>
    columnsOf(
      ['group', 'text'],
      ['planned', 'number'],
      ['reactive', 'number'],
      ['planned_share', 'percent'],
      ['planned_seconds', 'duration'],
      ['reactive_seconds', 'duration'],
      ['planned_time_share', 'percent'],
    ),
  chart: () => ({ label: 'group', series: ['planned', 'reactive'] }),
  run: async (context) => {
    const { scope, groupBy } = context;
    const order = groupBy === 'month' ? sql`1 nulls last` : sql`2 nulls last, 1 nulls last`;
    const ppm = sql`${tickets.kind} = 'ppm'`;
    const reactive = sql`${tickets.kind} = 'reactive'`;
    const { rows, totals } = await groupedAndTotal<GroupRow & PlannedRow>(
      context,
      (group) => sql`select ${groupColumns(group)},
          count(*) filter (where ${ppm})::int as planned,
          count(*) filter (where ${reactive})::int as reactive,
          (coalesce(sum(${loggedMinutes}) filter (where ${ppm}), 0) * 60)::float8
            as planned_seconds,
          (coalesce(sum(${loggedMinutes}) filter (where ${reactive}), 0) * 60)::float8
            as reactive_seconds
        from ${tickets} ${group.joins}
        where ${scope.where} and ${tickets.kind} in ('ppm', 'reactive')
          and ${inPeriod(tickets.completedAt, scope)}
        group by 1, 2, 3 order by ${order}`,
      { planned: 0, reactive: 0, planned_seconds: 0, reactive_seconds: 0 },
    );
    return {
      rows: rows.map((row) => ({
        group: row.group ?? '',
        ...plannedFigures(row as unknown as PlannedRow),
      })),
      totals: plannedFigures(totals),
    };
  },
};

type BacklogRow = {
  open: number;
  overdue: number;
  estimated_minutes: number;
  overdue_minutes: number;
  oldest_due: Date | string | null;
};

const backlogFigures = (row: BacklogRow) => ({
  open: Number(row.open),
  overdue: Number(row.overdue),
  estimated_seconds: Number(row.estimated_minutes) * 60,
  overdue_seconds: Number(row.overdue_minutes) * 60,
  oldest_due: row.oldest_due ? new Date(row.oldest_due).toISOString() : null,
});

/**
 * The PM backlog: PPM tasks open now (whatever the period), per building, schedule or assignee:
 * how many, how many past their due date, the work they stand for (their schedules' estimates)
 * and the oldest due date among the overdue.
 */
export const ppmBacklogReport: ReportDefinition = {
  key: 'ppm_backlog',
  groupings: ['building', 'schedule', 'assignee'],
  needs: [{ action: 'read', subject: 'ppm tasks' }],
  columns: () =>
    columnsOf(
      ['group', 'text'],
      ['open', 'number'],
      ['overdue', 'number'],
      ['estimated_seconds', 'duration'],
      ['overdue_seconds', 'duration'],
      ['oldest_due', 'date'],
    ),
  chart: () => ({ label: 'group', series: ['open', 'overdue'] }),
  run: async (context) => {
    const { scope } = context;
    const overdue = overdueTicket(scope.now);
    const { rows, totals } = await groupedAndTotal<GroupRow & BacklogRow>(
      context,
      (group) => sql`select ${groupColumns(group)},
          count(distinct ${tickets.id})::int as open,
          count(distinct ${tickets.id}) filter (where ${overdue})::int as overdue,
          coalesce(sum(${estimatedMinutes}), 0)::int as estimated_minutes,
          coalesce(sum(${estimatedMinutes}) filter (where ${overdue}), 0)::int as overdue_minutes,
          min(${tickets.dueAt}) filter (where ${overdue}) as oldest_due
        from ${tickets} ${group.joins}
        where ${scope.where} and ${tickets.kind} = 'ppm' and ${openTicket()}
        group by 1, 2, 3 order by 5 desc, 2 nulls last, 1 nulls last`,
      { open: 0, overdue: 0, estimated_minutes: 0, overdue_minutes: 0, oldest_due: null },
    );
    return {
      rows: rows.map((row) => ({
        group: row.group ?? '',
        ...backlogFigures(row as unknown as BacklogRow),
      })),
      totals: backlogFigures(totals),
    };
  },
};
