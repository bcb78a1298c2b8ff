/**
 * The cost report: labour and parts of the tickets completed in the period, and the invoices
 * issued in it (received, approved or paid, in the organisation's currency), per building,
 * asset, category or month. An invoice counts through its ticket when the caller may see that
 * ticket; one without ticket (an asset's) only for those who see every ticket and read assets,
 * within their buildings. Formulas: docs/kpis.md ("Reports").
 */
import { and, sql } from 'drizzle-orm';
import { assets, invoices, tickets } from '../../db/schema/index.ts';
import { withinBuildings } from '../../lib/access-scope.ts';
import { tenantCondition } from '../../lib/tenancy.ts';
import { rowsOf } from '../dashboards/index.ts';
import { seesEveryTicket } from '../tickets/index.ts';
import { columnsOf, type ReportContext, type ReportDefinition } from './report-context.ts';
import {
  assetColumn,
  groupColumns,
  grouping,
  named,
  type GroupRow,
  type GroupSource,
} from './report-groups.ts';
import { inPeriod } from './report-tickets.ts';

/** Invoice statuses that count as cost (not drafts, not disputed). */
export const COUNTED_INVOICE_STATUSES = ['received', 'approved', 'paid'] as const;

const costs = sql.raw('costs');
const column = (name: string) => sql`${costs}.${sql.identifier(name)}`;
const costSource = (organisationId: string): GroupSource => ({
  organisationId,
  ticketId: column('ticket_id'),
  buildingId: column('building_id'),
  categoryId: column('category_id'),
  assetId: column('asset_id'),
  assetCategoryId: assetColumn(column('asset_id'), assets.categoryId, organisationId),
  assetStatus: assetColumn(column('asset_id'), assets.status, organisationId),
  priority: column('priority'),
  at: column('at'),
  rating: sql`null`,
});

/** Asset invoices without ticket: for those who see every ticket and read assets. */
function assetInvoices(context: ReportContext) {
  const { viewer, kinds } = context.scope;
  const everything =
    kinds.length > 0 &&
    kinds.every((kind) => seesEveryTicket(viewer, kind)) &&
    viewer.auth.ability.can('read', 'assets');
  if (!everything) return sql`false`;
  const building = context.buildingId
    ? sql`${assets.buildingId} = ${context.buildingId}`
    : undefined;
  return sql`(${invoices.ticketId} is null and ${and(
    sql`${assets.id} is not null`,
    withinBuildings(viewer.scope, assets.buildingId),
    building,
  )})`;
}

/**
 * One row per ticket completed in the period and per invoice issued in it (ticket_id,
 * building_id, category_id, asset_id, priority, at, labour, parts, invoiced); the asset register
 * sums them per asset.
 */
export function costRows(context: ReportContext) {
  const { scope, currency } = context;
  const { from, to, timezone } = scope.period;
  return sql`select ${tickets.id} as ticket_id,
      ${tickets.buildingId} as building_id, ${tickets.categoryId} as category_id,
      ${tickets.assetId} as asset_id, ${tickets.priority}::text as priority,
      ${tickets.completedAt} as at, ${tickets.labourCostCents}::bigint as labour,
      ${tickets.partsCostCents}::bigint as parts, 0::bigint as invoiced
    from ${tickets}
    where ${scope.where} and ${inPeriod(tickets.completedAt, scope)}
    union all
    select ${invoices.ticketId},
      coalesce(${tickets.buildingId}, ${assets.buildingId}), ${tickets.categoryId},
      coalesce(${invoices.assetId}, ${tickets.assetId}), ${tickets.priority}::text,
      (${invoices.issueDate}::timestamp at time zone ${timezone}), 0, 0,
      ${invoices.totalCents}::bigint
    from ${invoices}
      left join ${tickets} on ${tickets.id} = ${invoices.ticketId}
        and ${tenantCondition(tickets, invoices.organisationId)}
      left join ${assets} on ${assets.id} = ${invoices.assetId}
        and ${tenantCondition(assets, invoices.organisationId)}
    where ${tenantCondition(invoices, context.scope.viewer.auth.organisationId)}
      and ${invoices.status} in ${sql.raw(`('${COUNTED_INVOICE_STATUSES.join("', '")}')`)}
      and ${invoices.currency} = ${currency}
      and ${invoices.issueDate} >= ${from} and ${invoices.issueDate} <= ${to}
      and ((${tickets.id} is not null and ${scope.where}) or ${assetInvoices(context)})`;
}

type CostRow = GroupRow & { labour: number; parts: number; invoices: number; total: number };

export const costReport: ReportDefinition = {
  key: 'cost',
  groupings: ['building', 'asset', 'category', 'month'],
  needs: [],
  columns: () =>
    columnsOf(
      ['group', 'text'],
      ['labour', 'money'],
      ['parts', 'money'],
      ['invoices', 'money'],
      ['total', 'money'],
    ),
  chart: () => ({ label: 'group', series: ['labour', 'parts', 'invoices'] }),
  run: async (context) => {
    const { executor, groupBy, language, scope } = context;
    const query = (group: ReturnType<typeof grouping>) =>
      rowsOf<CostRow>(
        executor,
        sql`select ${groupColumns(group)}, sum(${costs}.labour)::float8 as labour,
            sum(${costs}.parts)::float8 as parts, sum(${costs}.invoiced)::float8 as invoices,
            sum(${costs}.labour + ${costs}.parts + ${costs}.invoiced)::float8 as total
          from (${costRows(context)}) as ${costs} ${group.joins}
          group by 1, 2, 3
          order by ${groupBy === 'month' ? sql`1` : sql`7 desc, 2 nulls last`}`,
      );
    const timezone = scope.period.timezone;
    const organisationId = scope.viewer.auth.organisationId;
    const [rows, totals] = await Promise.all([
      query(grouping(groupBy, costSource(organisationId), timezone)),
      query(grouping(null, costSource(organisationId), timezone)),
    ]);
    const money = (row: Partial<CostRow>) => ({
      labour: Number(row.labour ?? 0),
      parts: Number(row.parts ?? 0),
      invoices: Number(row.invoices ?? 0),
      total: Number(row.total ?? 0),
    });
    return {
      rows: rows.map((row) => ({ ...named(groupBy, row, language), ...money(row) })),
      totals: money(totals[0] ?? {}),
    };
  },
};
