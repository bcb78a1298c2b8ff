/**
 * The dashboard's planned maintenance figures: PPM tasks open now (due in the coming week,
 * overdue), completed in the period, and PM compliance over the tasks whose compliance deadline
 * (the due date plus the organisation's grace) fell in the period and in the one before. Each is
 * one statement on its own index: the open work's partial index, completions by instant, and
 * compliance deadlines by instant. Formulas: docs/kpis.md, "PM compliance".
 */
import type { TServiceDashboard } from '@mainstay/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';
import { tickets } from '../../db/schema/index.ts';
import {
  complianceCondition,
  KIND_SUBJECT,
  localDayEnd,
  localDayStart,
  openTicket,
  overdueTicket,
  type TicketViewer,
} from '../tickets/index.ts';
import { addDays, localToday } from './dashboard-period.ts';
import { visibleToDashboard, type DashboardScope } from './dashboard-scope.ts';

const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** PPM tasks are counted for those who read them (the list) or their own (My Jobs). */
export function reachesPpm(viewer: TicketViewer): boolean {
  const { ability } = viewer.auth;
  return ability.can('read', KIND_SUBJECT.ppm) || ability.can('read', 'my jobs');
}

type ComplianceRow = { on_time: number; late: number; pending: number };

function complianceIn(where: SQL, from: SQL, to: SQL, now: Date): SQL {
  const state = (name: 'on_time' | 'late' | 'pending') =>
    sql`count(*) filter (where ${complianceCondition(name, now)})::int as ${sql.identifier(name)}`;
  return sql`select ${state('on_time')}, ${state('late')}, ${state('pending')}
    from ${tickets} where ${where} and ${tickets.complianceDueAt} >= ${from}
      and ${tickets.complianceDueAt} < ${to}`;
}

export async function ppmFigures(
  executor: Executor,
  scope: DashboardScope,
): Promise<TServiceDashboard['ppm']> {
  const { viewer, buildingId, now, period } = scope;
  if (!reachesPpm(viewer)) return null;
  const where = visibleToDashboard(viewer, ['ppm'], buildingId);
  const openWhere = visibleToDashboard(viewer, ['ppm'], buildingId, { openOnly: true });
  const today = localToday(now, period.timezone);
  const weekStart = localDayStart(today, period.timezone);
  const weekEnd = localDayEnd(addDays(today, 6), period.timezone);
  const [open, completed, current, previous] = await Promise.all([
    preparedRows<{ due_this_week: number; overdue: number }>(
      executor,
      sql`select count(*) filter (where ${tickets.dueAt} >= ${weekStart}
            and ${tickets.dueAt} < ${weekEnd})::int as due_this_week,
          count(*) filter (where ${overdueTicket(now)})::int as overdue
        from ${tickets} where ${openWhere} and ${openTicket()}`,
    ),
    preparedRows<{ count: number }>(
      executor,
      sql`select count(*)::int as count from ${tickets} where ${where}
        and ${tickets.completedAt} >= ${scope.start} and ${tickets.completedAt} < ${scope.end}`,
    ),
    preparedRows<ComplianceRow>(executor, complianceIn(where, scope.start, scope.end, now)),
    preparedRows<ComplianceRow>(
      executor,
      complianceIn(where, scope.previousStart, scope.start, now),
    ),
  ]);
  const inPeriod = current[0] ?? { on_time: 0, late: 0, pending: 0 };
  const before = previous[0] ?? { on_time: 0, late: 0, pending: 0 };
  return {
    due_this_week: open[0]?.due_this_week ?? 0,
    overdue: open[0]?.overdue ?? 0,
    completed: completed[0]?.count ?? 0,
    compliance: {
      ...inPeriod,
      rate: share(inPeriod.on_time, inPeriod.on_time + inPeriod.late),
      previous_rate: share(before.on_time, before.on_time + before.late),
    },
  };
}
