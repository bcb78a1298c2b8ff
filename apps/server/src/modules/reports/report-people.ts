/**
 * The contractors report (per contractor company: jobs, completed, on time, rating, cost) and
 * the feedback report (ratings per building, assignee or rating, with their comments).
 * Formulas: docs/kpis.md ("Reports").
 */
import { sql } from 'drizzle-orm';
import { contractors, tickets } from '../../db/schema/index.ts';
import { tenantCondition } from '../../lib/tenancy.ts';
import { rowsOf } from '../dashboards/index.ts';
import { resolutionResult } from '../tickets/index.ts';
import { columnsOf, numberOrNull, type ReportDefinition } from './report-context.ts';
import { groupedAndTotal, inPeriod } from './report-tickets.ts';
import { groupColumns, type GroupRow } from './report-groups.ts';

type ContractorRow = {
  company: string | null;
  jobs: number;
  completed: number;
  met: number;
  breached: number;
  rating: number | null;
  cost: number | null;
};

const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);

export const contractorsReport: ReportDefinition = {
  key: 'contractors',
  groupings: [],
  needs: [{ action: 'read', subject: 'Contractor' }],
  columns: () =>
    columnsOf(
      ['group', 'text'],
      ['jobs', 'number'],
      ['completed', 'number'],
      ['on_time', 'percent'],
      ['rating', 'number'],
      ['cost', 'money'],
    ),
  chart: () => ({ label: 'group', series: ['jobs', 'completed'] }),
  run: async ({ executor, scope }) => {
    const completed = inPeriod(tickets.completedAt, scope);
    const rated = sql`${inPeriod(tickets.feedbackAt, scope)} and ${tickets.feedbackRating} is not null`;
    const query = (grouped: boolean) =>
      rowsOf<ContractorRow>(
        executor,
        sql`select ${grouped ? sql`${contractors.companyName}` : sql`null::text`} as company,
            count(*) filter (where ${inPeriod(tickets.createdAt, scope)})::int as jobs,
            count(*) filter (where ${completed})::int as completed,
            count(*) filter (where ${completed} and ${resolutionResult(false)})::int as met,
            count(*) filter (where ${completed} and ${resolutionResult(true)})::int as breached,
            avg(${tickets.feedbackRating}) filter (where ${rated})::float8 as rating,
            sum(${tickets.labourCostCents} + ${tickets.partsCostCents})
              filter (where ${completed})::float8 as cost
          from ${tickets} join ${contractors} on ${contractors.id} = ${tickets.contractorId}
            and ${tenantCondition(contractors, tickets.organisationId)}
          where ${scope.where}
            and (${inPeriod(tickets.createdAt, scope)} or ${completed} or ${rated})
          group by 1 order by 2 desc, 1`,
      );
    const [rows, totals] = await Promise.all([query(true), query(false)]);
    const shaped = (row: Partial<ContractorRow>) => ({
      jobs: row.jobs ?? 0,
      completed: row.completed ?? 0,
      on_time: share(row.met ?? 0, (row.met ?? 0) + (row.breached ?? 0)),
      rating: numberOrNull(row.rating),
      cost: Number(row.cost ?? 0),
    });
    return {
      rows: rows.map((row) => ({ group: row.company, ...shaped(row) })),
      totals: shaped(totals[0] ?? {}),
    };
  },
};

type FeedbackRow = GroupRow & {
  ratings: number;
  average: number | null;
  comments: number;
  latest_comment: string | null;
};

export const feedbackReport: ReportDefinition = {
  key: 'feedback',
  groupings: ['building', 'assignee', 'rating'],
  needs: [],
  columns: () =>
    columnsOf(
      ['group', 'text'],
      ['ratings', 'number'],
      ['average', 'number'],
      ['comments', 'number'],
      ['latest_comment', 'text'],
    ),
  chart: () => ({ label: 'group', series: ['average'] }),
  run: async (context) => {
    const { scope } = context;
    const comment = sql`nullif(btrim(${tickets.feedbackComment}), '')`;
    const { rows, totals } = await groupedAndTotal<FeedbackRow>(
      context,
      (group) => sql`select ${groupColumns(group)}, count(distinct ${tickets.id})::int as ratings,
          avg(${tickets.feedbackRating})::float8 as average,
          count(distinct ${tickets.id}) filter (where ${comment} is not null)::int as comments,
          (array_agg(${comment} order by ${tickets.feedbackAt} desc)
            filter (where ${comment} is not null))[1] as latest_comment
        from ${tickets} ${group.joins}
        where ${scope.where} and ${inPeriod(tickets.feedbackAt, scope)}
          and ${tickets.feedbackRating} is not null
        group by 1, 2, 3 order by 2 nulls last, 1 desc`,
      { ratings: 0, average: null, comments: 0, latest_comment: null },
    );
    const { group_id: _i, group_name: _n, group_key: _k, ...total } = totals;
    return {
      rows: rows.map((row) => ({ ...row, average: numberOrNull(row.average) })),
      totals: { ...total, average: numberOrNull(total.average) },
    };
  },
};
