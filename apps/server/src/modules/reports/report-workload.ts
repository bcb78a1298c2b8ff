/**
 * The workload report, per person (an assignee, or whoever logged time) or per team of those
 * people: their open assigned tickets now, tickets assigned to them in the period, completed in
 * the period, overdue now, the time they logged in the period and the mean resolution time of
 * what they completed, over the tickets the caller may see. Figures are per ticket: a ticket
 * counts once per person (or team), once in the totals. Formulas: docs/kpis.md ("Reports").
 */
import { sql, type SQL } from 'drizzle-orm';
import { assets, ticketAssignees, tickets, ticketTimeLogs } from '../../db/schema/index.ts';
import { tenantCondition } from '../../lib/tenancy.ts';
import { rowsOf } from '../dashboards/index.ts';
import { openTicket, overdueTicket } from '../tickets/index.ts';
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
import { inPeriod } from './report-tickets.ts';

const work = sql.identifier('work');
const perTicket = sql.identifier('per_ticket');
const column = (name: string) => sql`${work}.${sql.identifier(name)}`;

const workSource = (organisationId: string): GroupSource => ({
  organisationId,
  ticketId: column('ticket_id'),
  userId: column('user_id'),
  buildingId: column('building_id'),
  categoryId: column('category_id'),
  assetId: column('asset_id'),
  assetCategoryId: assetColumn(column('asset_id'), assets.categoryId, organisationId),
  assetStatus: assetColumn(column('asset_id'), assets.status, organisationId),
  priority: column('priority'),
  at: column('at'),
  rating: sql`null::int`,
});

/**
 * One row per assignment that is open now, made in the period or completed in it, and one per
 * time log started in the period (stopped or entered as a duration; a running timer is not yet
 * time logged), each on a ticket the caller may see.
 */
function workRows(context: ReportContext): SQL {
  const { scope } = context;
  const organisationId = scope.viewer.auth.organisationId;
  const open = openTicket();
  const assigned = inPeriod(ticketAssignees.createdAt, scope);
  const completed = inPeriod(tickets.completedAt, scope);
  const ticketColumns = sql`${tickets.id} as ticket_id, ${tickets.buildingId} as building_id,
    ${tickets.categoryId} as category_id, ${tickets.assetId} as asset_id,
    ${tickets.priority}::text as priority, ${tickets.completedAt} as at`;
  return sql`select ${ticketAssignees.userId} as user_id, ${ticketColumns},
      ${open} as open, ${assigned} as assigned, ${completed} as completed,
      ${overdueTicket(scope.now)} as overdue,
      case when ${completed} then ${tickets.resolutionBusinessSeconds} end as resolution,
      0::bigint as minutes
    from ${ticketAssignees} join ${tickets} on ${tickets.id} = ${ticketAssignees.ticketId}
      and ${tenantCondition(tickets, ticketAssignees.organisationId)}
    where ${tenantCondition(ticketAssignees, organisationId)} and ${scope.where}
      and (${open} or ${assigned} or ${completed})
    union all
    select ${ticketTimeLogs.userId}, ${ticketColumns}, false, false, false, false, null::int,
      ${ticketTimeLogs.durationMinutes}::bigint
    from ${ticketTimeLogs} join ${tickets} on ${tickets.id} = ${ticketTimeLogs.ticketId}
      and ${tenantCondition(tickets, ticketTimeLogs.organisationId)}
    where ${tenantCondition(ticketTimeLogs, organisationId)} and ${scope.where}
      and ${inPeriod(ticketTimeLogs.startedAt, scope)}
      and ${ticketTimeLogs.durationMinutes} is not null`;
}

type WorkloadRow = GroupRow & {
  open: number;
  assigned: number;
  completed: number;
  overdue: number;
  logged_seconds: number | null;
  resolution_seconds: number | null;
};

export const workloadReport: ReportDefinition = {
  key: 'workload',
  groupings: ['assignee', 'team'],
  needs: [{ action: 'read', subject: 'team' }],
  columns: () =>
    columnsOf(
      ['group', 'text'],
      ['open', 'number'],
      ['assigned', 'number'],
      ['completed', 'number'],
      ['overdue', 'number'],
      ['logged_seconds', 'duration'],
      ['resolution_seconds', 'duration'],
    ),
  chart: () => ({ label: 'group', series: ['open', 'completed'] }),
  run: async (context) => {
    const { executor, groupBy, language, scope } = context;
    const source = workSource(scope.viewer.auth.organisationId);
    // First one row per group and ticket (a person's assignment and time logs on it together),
    // then the group's counts over those: each ticket counts once per group.
    const query = (group: ReturnType<typeof grouping>) =>
      rowsOf<WorkloadRow>(
        executor,
        sql`select group_id, group_name, group_key,
            count(*) filter (where ${perTicket}.open)::int as open,
            count(*) filter (where ${perTicket}.assigned)::int as assigned,
            count(*) filter (where ${perTicket}.completed)::int as completed,
            count(*) filter (where ${perTicket}.overdue)::int as overdue,
            (sum(${perTicket}.minutes) * 60)::float8 as logged_seconds,
            avg(${perTicket}.resolution) filter (where ${perTicket}.completed)::float8
              as resolution_seconds
          from (
            select ${groupColumns(group)}, ${work}.ticket_id,
              bool_or(${work}.open) as open, bool_or(${work}.assigned) as assigned,
              bool_or(${work}.completed) as completed, bool_or(${work}.overdue) as overdue,
              max(${work}.resolution) as resolution, sum(${work}.minutes) as minutes
            from (${workRows(context)}) as ${work} ${group.joins}
            group by 1, 2, 3, ${work}.ticket_id
          ) as ${perTicket}
          group by 1, 2, 3 order by 2 nulls last, 1 nulls last`,
      );
    const timezone = scope.period.timezone;
    const [rows, totals] = await Promise.all([
      query(grouping(groupBy, source, timezone)),
      query(grouping(null, source, timezone)),
    ]);
    const figures = (row: Partial<WorkloadRow>) => ({
      open: row.open ?? 0,
      assigned: row.assigned ?? 0,
      completed: row.completed ?? 0,
      overdue: row.overdue ?? 0,
      logged_seconds: Number(row.logged_seconds ?? 0),
      resolution_seconds: numberOrNull(row.resolution_seconds),
    });
    return {
      rows: rows.map((row) => ({ ...named(groupBy, row, language), ...figures(row) })),
      totals: figures(totals[0] ?? {}),
    };
  },
};
