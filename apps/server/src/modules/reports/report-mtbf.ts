/**
 * The MTBF report (mean time between failures, SMRP 3.5.1) per asset or asset category: every
 * asset the caller reaches that was in service during the period, its failures (reactive tickets
 * on it completed in the period, as the MTTR report counts repairs) and its operating time (the
 * calendar time it was in service in the period: no downtime is recorded, so none is deducted).
 * An asset without failures is listed with MTBF null ("no data"), never infinity.
 * Formulas: docs/kpis.md ("Reports").
 */
import { REPORT_MAX_ROWS, type TReportGroupBy } from '@mainstay/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { assets, tickets } from '../../db/schema/index.ts';
import { rowsOf } from '../dashboards/index.ts';
import { assetGroupColumns, assetSource, assetsInReach } from './report-asset-source.ts';
import {
  columnsOf,
  numberOrNull,
  type ReportContext,
  type ReportDefinition,
} from './report-context.ts';
import { groupColumns, grouping, groupName, type GroupRow } from './report-groups.ts';
import { inPeriod } from './report-tickets.ts';

const fleet = sql.identifier('fleet');

/** One row per asset in service during the period: its operating time, failures and repairs. */
function fleetRows(context: ReportContext): SQL {
  const { scope } = context;
  // In service from the period's start or the installation day (local), whichever is later,
  // until the period's end, now or the archiving, whichever is earliest (null ones ignored).
  const installed = sql`(${assets.installDate}::timestamp at time zone ${scope.period.timezone})`;
  const from = sql`greatest(${scope.start}, ${installed})`;
  const until = sql`least(${scope.end}, ${scope.now}::timestamptz, ${assets.archivedAt})`;
  const failures = sql`select ${tickets.assetId} as asset_id, count(*)::int as failures,
      sum(extract(epoch from ${tickets.completedAt} - ${tickets.createdAt}))::float8 as repair
    from ${tickets}
    where ${scope.where} and ${tickets.kind} = 'reactive' and ${tickets.assetId} is not null
      and ${inPeriod(tickets.completedAt, scope)}
    group by 1`;
  return sql`select ${assetGroupColumns},
      greatest(0, extract(epoch from ${until} - ${from}))::float8 as operating,
      coalesce(failed.failures, 0) as failures, failed.repair
    from ${assets} left join (${failures}) as failed on failed.asset_id = ${assets.id}
    where ${assetsInReach(context)} and (${from} < ${until} or failed.asset_id is not null)`;
}

type MtbfRow = GroupRow & {
  assets: number;
  failures: number;
  operating_seconds: number | null;
  mtbf_seconds: number | null;
  mttr_seconds: number | null;
};

const perAsset = (groupBy: TReportGroupBy | null) => groupBy === 'asset';

export const mtbfReport: ReportDefinition = {
  key: 'mtbf',
  groupings: ['asset', 'asset_category'],
  needs: [{ action: 'read', subject: 'assets' }],
  columns: (groupBy) =>
    columnsOf(
      ['group', 'text'],
      ...(perAsset(groupBy) ? [] : [['assets', 'number'] as [string, 'number']]),
      ['failures', 'number'],
      ['operating_seconds', 'duration'],
      ['mtbf_seconds', 'duration'],
      ['mttr_seconds', 'duration'],
    ),
  chart: () => ({ label: 'group', series: ['mtbf_seconds'] }),
  run: async (context) => {
    const { executor, groupBy, language, scope } = context;
    const organisationId = scope.viewer.auth.organisationId;
    const source = assetSource('fleet', organisationId);
    const query = (group: ReturnType<typeof grouping>, limit: SQL) =>
      rowsOf<MtbfRow>(
        executor,
        sql`select ${groupColumns(group)}, count(*)::int as assets,
            sum(${fleet}.failures)::int as failures,
            sum(${fleet}.operating)::float8 as operating_seconds,
            (sum(${fleet}.operating) / nullif(sum(${fleet}.failures), 0))::float8 as mtbf_seconds,
            (sum(${fleet}.repair) / nullif(sum(${fleet}.failures), 0))::float8 as mttr_seconds
          from (${fleetRows(context)}) as ${fleet} ${group.joins}
          group by 1, 2, 3
          order by 5 desc, 7 nulls last, 2 nulls last, 1 ${limit}`,
      );
    const [rows, totals] = await Promise.all([
      query(grouping(groupBy, source, scope.period.timezone), sql`limit ${REPORT_MAX_ROWS + 1}`),
      query(grouping(null, source, scope.period.timezone), sql``),
    ]);
    const figures = (row: Partial<MtbfRow>) => ({
      ...(perAsset(groupBy) ? {} : { assets: row.assets ?? 0 }),
      failures: row.failures ?? 0,
      operating_seconds: Number(row.operating_seconds ?? 0),
      mtbf_seconds: numberOrNull(row.mtbf_seconds),
      mttr_seconds: numberOrNull(row.mttr_seconds),
    });
    const shown = rows.slice(0, REPORT_MAX_ROWS).map((row) => ({
      group: groupName(groupBy, row, language),
      ...figures(row),
    }));
    return {
      rows: shown,
      totals: figures(totals[0] ?? {}),
      truncated: rows.length > REPORT_MAX_ROWS,
      // Only assets with failures have a point: the others have no MTBF to draw.
      chart: shown
        .filter((row) => row.mtbf_seconds !== null)
        .map((row) => ({ label: String(row.group ?? ''), values: [row.mtbf_seconds] })),
    };
  },
};
