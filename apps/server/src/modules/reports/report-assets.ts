/**
 * The asset register: the caller's assets that are not archived, each with its building,
 * category, status, criticality and warranty (expired, or expiring within 90 days of the
 * organisation's today), its open tickets now and its cost in the period (the cost report's
 * labour, parts and invoices on it); or the same counted per building, asset category or status.
 * Formulas: docs/kpis.md ("Reports").
 */
import {
  ASSET_DEFAULT_CATEGORY_NAMES,
  ASSET_STATUS_VALUES,
  REPORT_MAX_ROWS,
  type TAssetCriticality,
  type TAssetStatus,
  type TReportGroupBy,
} from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import { isNull, sql, type SQL } from 'drizzle-orm';
import { assetCategories, assets, buildings, tickets } from '../../db/schema/index.ts';
import { builtInName } from '../../lib/built-in-name.ts';
import { tenantCondition } from '../../lib/tenancy.ts';
import { translate } from '../../lib/translate.ts';
import { rowsOf } from '../dashboards/index.ts';
import { openTicket } from '../tickets/index.ts';
import { assetGroupColumns, assetSource, assetsInReach } from './report-asset-source.ts';
import {
  columnsOf,
  type ReportContext,
  type ReportDefinition,
  type ReportResult,
} from './report-context.ts';
import { costRows } from './report-cost.ts';
import { groupColumns, grouping, groupName, named, type GroupRow } from './report-groups.ts';

/** A warranty ending within this many days of today is flagged as expiring. */
export const WARRANTY_EXPIRING_DAYS = 90;
type WarrantyFlag = 'expired' | 'expiring' | 'valid';

const register = sql.identifier('register');
const column = (name: string) => sql`${register}.${sql.identifier(name)}`;

/** One row per asset in reach and not archived, with its warranty flag, open work and cost. */
function registerRows(context: ReportContext): SQL {
  const { scope } = context;
  const today = sql`(${scope.now}::timestamptz at time zone ${scope.period.timezone})::date`;
  const expiry = assets.warrantyExpiry;
  const openWork = sql`select ${tickets.assetId} as asset_id, count(*)::int as tickets
    from ${tickets}
    where ${scope.where} and ${openTicket()} and ${tickets.assetId} is not null
    group by 1`;
  const costs = sql.identifier('costs');
  const spend = sql`select ${costs}.asset_id,
      sum(${costs}.labour + ${costs}.parts + ${costs}.invoiced) as total
    from (${costRows(context)}) as ${costs}
    where ${costs}.asset_id is not null
    group by 1`;
  return sql`select ${assetGroupColumns}, ${assets.criticality}::text as criticality,
      ${expiry}::text as warranty_expiry,
      case when ${expiry} is null then null
        when ${expiry} < ${today} then 'expired'
        when ${expiry} <= ${today} + ${WARRANTY_EXPIRING_DAYS}::int then 'expiring'
        else 'valid' end as warranty,
      coalesce(open_work.tickets, 0) as open_tickets, coalesce(spend.total, 0) as cost
    from ${assets}
      left join (${openWork}) as open_work on open_work.asset_id = ${assets.id}
      left join (${spend}) as spend on spend.asset_id = ${assets.id}
    where ${assetsInReach(context)} and ${isNull(assets.archivedAt)}`;
}

type ListRow = GroupRow & {
  building: string | null;
  category_name: string | null;
  category_key: string | null;
  status: TAssetStatus;
  criticality: TAssetCriticality;
  warranty_expiry: string | null;
  warranty: WarrantyFlag | null;
  open_tickets: number;
  cost: number;
};

type CountRow = GroupRow & {
  assets: number;
  warranty_expired: number;
  warranty_expiring: number;
  open_tickets: number;
  cost: number;
};

const isList = (groupBy: TReportGroupBy | null) => groupBy === 'asset';

/** The register's rows, one per asset, in code order; one more than shown tells of a cut. */
function listRows(context: ReportContext) {
  const { executor, groupBy, scope } = context;
  const organisationId = scope.viewer.auth.organisationId;
  const group = grouping(groupBy, assetSource('register', organisationId), scope.period.timezone);
  return rowsOf<ListRow>(
    executor,
    sql`select ${groupColumns(group)}, ${buildings.name} as building,
        ${assetCategories.name} as category_name, ${assetCategories.key} as category_key,
        ${column('asset_status')} as status, ${column('criticality')} as criticality,
        ${column('warranty_expiry')} as warranty_expiry, ${column('warranty')} as warranty,
        ${column('open_tickets')}::int as open_tickets, ${column('cost')}::float8 as cost
      from (${registerRows(context)}) as ${register} ${group.joins}
        left join ${buildings} on ${buildings.id} = ${column('building_id')}
          and ${tenantCondition(buildings, organisationId)}
        left join ${assetCategories} on ${assetCategories.id} = ${column('asset_category_id')}
          and ${tenantCondition(assetCategories, organisationId)}
      order by ${assets.code}
      limit ${REPORT_MAX_ROWS + 1}`,
  );
}

/** Assets, warranty flags, open tickets and cost per group (or in all, the totals). */
function countRows(context: ReportContext, groupBy: TReportGroupBy | null) {
  const { executor, scope } = context;
  const organisationId = scope.viewer.auth.organisationId;
  const group = grouping(groupBy, assetSource('register', organisationId), scope.period.timezone);
  return rowsOf<CountRow>(
    executor,
    sql`select ${groupColumns(group)}, count(*)::int as assets,
        count(*) filter (where ${column('warranty')} = 'expired')::int as warranty_expired,
        count(*) filter (where ${column('warranty')} = 'expiring')::int as warranty_expiring,
        coalesce(sum(${column('open_tickets')}), 0)::int as open_tickets,
        coalesce(sum(${column('cost')}), 0)::float8 as cost
      from (${registerRows(context)}) as ${register} ${group.joins}
      group by 1, 2, 3 order by 2 nulls last, 1 nulls last`,
  );
}

function listed(row: ListRow, language: LanguageCode) {
  const category =
    row.category_name === null
      ? null
      : builtInName(
          language,
          'assets:categories',
          { key: row.category_key, name: row.category_name },
          ASSET_DEFAULT_CATEGORY_NAMES,
        );
  return {
    group: groupName('asset', row, language),
    building: row.building,
    category,
    status: translate(language, `assets:statuses.${row.status}`),
    criticality: translate(language, `assets:criticalities.${row.criticality}`),
    warranty_expiry: row.warranty_expiry,
    warranty: translate(language, `reports:warranty.${row.warranty ?? 'none'}`),
    open_tickets: row.open_tickets,
    cost: Number(row.cost),
  };
}

const statusOrder = (row: GroupRow) =>
  ASSET_STATUS_VALUES.indexOf((row.group_key ?? '') as TAssetStatus);

/** The sums a list can show in its totals row. */
const listTotals = (totals: CountRow | undefined) => ({
  open_tickets: totals?.open_tickets ?? 0,
  cost: Number(totals?.cost ?? 0),
});

async function runList(context: ReportContext): Promise<ReportResult> {
  const [[totals], rows] = await Promise.all([countRows(context, null), listRows(context)]);
  const shown = rows.slice(0, REPORT_MAX_ROWS).map((row) => listed(row, context.language));
  return {
    rows: shown,
    totals: listTotals(totals),
    truncated: rows.length > REPORT_MAX_ROWS,
    // Only assets with open work have a bar.
    chart: shown
      .filter((row) => row.open_tickets > 0)
      .map((row) => ({ label: row.group, values: [row.open_tickets] })),
  };
}

async function runCounts(context: ReportContext): Promise<ReportResult> {
  const { groupBy, language } = context;
  const [[totals], rows] = await Promise.all([
    countRows(context, null),
    countRows(context, groupBy),
  ]);
  if (groupBy === 'status') rows.sort((a, b) => statusOrder(a) - statusOrder(b));
  return {
    rows: rows.map((row) => ({ ...named(groupBy, row, language), cost: Number(row.cost) })),
    totals: {
      assets: totals?.assets ?? 0,
      warranty_expired: totals?.warranty_expired ?? 0,
      warranty_expiring: totals?.warranty_expiring ?? 0,
      ...listTotals(totals),
    },
  };
}

export const assetsReport: ReportDefinition = {
  key: 'assets',
  groupings: ['asset', 'building', 'asset_category', 'status'],
  needs: [{ action: 'read', subject: 'assets' }],
  columns: (groupBy) =>
    isList(groupBy)
      ? columnsOf(
          ['group', 'text'],
          ['building', 'text'],
          ['category', 'text'],
          ['status', 'text'],
          ['criticality', 'text'],
          ['warranty_expiry', 'date'],
          ['warranty', 'text'],
          ['open_tickets', 'number'],
          ['cost', 'money'],
        )
      : columnsOf(
          ['group', 'text'],
          ['assets', 'number'],
          ['warranty_expired', 'number'],
          ['warranty_expiring', 'number'],
          ['open_tickets', 'number'],
          ['cost', 'money'],
        ),
  chart: (groupBy) =>
    isList(groupBy)
      ? { label: 'group', series: ['open_tickets'] }
      : { label: 'group', series: ['assets', 'open_tickets'] },
  run: (context) => (isList(context.groupBy) ? runList(context) : runCounts(context)),
};
