/**
 * The SLA report: each breach whose clock stopped in the period (answered after the response
 * target, completed after the resolution target), with its ticket, the target and the overrun;
 * the chart counts them per priority. Formulas: docs/kpis.md ("Reports").
 */
import { REPORT_MAX_ROWS, type TTicketPriority } from '@mainstay/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { buildings, tickets } from '../../db/schema/index.ts';
import { tenantCondition } from '../../lib/tenancy.ts';
import { translate } from '../../lib/translate.ts';
import { rowsOf } from '../dashboards/index.ts';
import { resolutionResult, responseResult } from '../tickets/index.ts';
import { columnsOf, numberOrNull, type ReportDefinition } from './report-context.ts';
import { inPeriod } from './report-tickets.ts';

type BreachRow = {
  number: string;
  title: string;
  building: string;
  priority: TTicketPriority;
  target: 'response' | 'resolution';
  target_seconds: number | null;
  due_at: Date | string;
  stopped_at: Date | string;
  overrun_seconds: number;
};

const iso = (value: Date | string) => new Date(value).toISOString();

export const slaReport: ReportDefinition = {
  key: 'sla',
  groupings: [],
  needs: [],
  columns: () =>
    columnsOf(
      ['number', 'text'],
      ['title', 'text'],
      ['building', 'text'],
      ['priority', 'text'],
      ['target', 'text'],
      ['target_seconds', 'duration'],
      ['due_at', 'date'],
      ['stopped_at', 'date'],
      ['overrun_seconds', 'duration'],
    ),
  chart: () => ({ label: 'priority', series: ['response', 'resolution'] }),
  run: async ({ executor, scope, language }) => {
    const breach = (target: string, due: PgColumn, stopped: PgColumn, result: SQL) =>
      sql`select ${tickets.number} as number, ${tickets.title} as title,
          ${buildings.name} as building, ${tickets.priority} as priority, ${target} as target,
          extract(epoch from ${due} - ${tickets.createdAt})::float8 as target_seconds,
          ${due} as due_at, ${stopped} as stopped_at,
          greatest(0, extract(epoch from ${stopped} - ${due}))::float8 as overrun_seconds
        from ${tickets} join ${buildings} on ${buildings.id} = ${tickets.buildingId}
          and ${tenantCondition(buildings, tickets.organisationId)}
        where ${scope.where} and ${inPeriod(stopped, scope)} and ${result}`;
    const breaches = sql`${breach('response', tickets.responseDueAt, tickets.respondedAt, responseResult(true))}
      union all
      ${breach('resolution', tickets.resolutionDueAt, tickets.completedAt, resolutionResult(true))}`;
    const [rows, summary] = await Promise.all([
      rowsOf<BreachRow>(
        executor,
        sql`${breaches} order by overrun_seconds desc, number limit ${REPORT_MAX_ROWS + 1}`,
      ),
      rowsOf<{ priority: TTicketPriority; target: string; count: number; overrun: number }>(
        executor,
        sql`select priority, target, count(*)::int as count, sum(overrun_seconds)::float8 as overrun
          from (${breaches}) as breaches group by 1, 2`,
      ),
    ]);
    const priorities = ['critical', 'high', 'medium', 'low'] as const;
    const count = (priority: string, target: string) =>
      summary.find((row) => row.priority === priority && row.target === target)?.count ?? 0;
    return {
      rows: rows.slice(0, REPORT_MAX_ROWS).map((row) => ({
        ...row,
        priority: translate(language, `tickets:priorities.${row.priority}`),
        target: translate(language, `reports:targets.${row.target}`),
        target_seconds: numberOrNull(row.target_seconds),
        due_at: iso(row.due_at),
        stopped_at: iso(row.stopped_at),
        overrun_seconds: Number(row.overrun_seconds),
      })),
      totals: {
        number: summary.reduce((total, row) => total + row.count, 0),
        overrun_seconds: summary.reduce((total, row) => total + Number(row.overrun), 0),
      },
      truncated: rows.length > REPORT_MAX_ROWS,
      chart: priorities.map((priority) => ({
        label: translate(language, `tickets:priorities.${priority}`),
        values: [count(priority, 'response'), count(priority, 'resolution')],
      })),
    };
  },
};
