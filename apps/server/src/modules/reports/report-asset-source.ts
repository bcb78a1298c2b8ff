/**
 * What the reports over assets (MTBF, the asset register) start from: the caller's assets (the
 * organisation's, within their buildings and the building filter), selected as a subquery with
 * the columns the groupings read (asset_id, building_id, asset_category_id, asset_status).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { assets } from '../../db/schema/index.ts';
import { withinBuildings } from '../../lib/access-scope.ts';
import { tenantCondition } from '../../lib/tenancy.ts';
import type { ReportContext } from './report-context.ts';
import type { GroupSource } from './report-groups.ts';

/** The assets the caller reaches: the organisation's, in their buildings and the filter's. */
export function assetsInReach(context: ReportContext): SQL {
  const { viewer } = context.scope;
  return and(
    tenantCondition(assets, viewer.auth.organisationId),
    withinBuildings(viewer.scope, assets.buildingId),
    context.buildingId ? eq(assets.buildingId, context.buildingId) : undefined,
  ) as SQL;
}

/** The columns of `assets` every asset subquery selects, for the groupings. */
export const assetGroupColumns = sql`${assets.id} as asset_id, ${assets.buildingId} as building_id,
  ${assets.categoryId} as asset_category_id, ${assets.status}::text as asset_status`;

/** The groupings' source over an asset subquery named `alias`. */
export function assetSource(alias: string, organisationId: string): GroupSource {
  const column = (name: string) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`;
  return {
    organisationId,
    ticketId: sql`null::uuid`,
    buildingId: column('building_id'),
    categoryId: sql`null::uuid`,
    assetId: column('asset_id'),
    assetCategoryId: column('asset_category_id'),
    assetStatus: column('asset_status'),
    priority: sql`null::text`,
    at: sql`null::timestamptz`,
    rating: sql`null::int`,
  };
}
