/**
 * The asset list: filters as SQL conditions (shared with the export), one page query with its
 * joins, and a count over the same conditions. The page is chosen first by id (using the
 * organisation's indexes for the sort), so the per-row extras (components count, first photo)
 * are computed for the page's rows only.
 */
import type {
  TAssetFilters,
  TAssetListItem,
  TAssetListQuery,
  TAssetListResponse,
} from '@mainstay/contracts';
import {
  and,
  count,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { assetCategories, assets, buildings, locations } from '../../db/schema/index.ts';
import { withinBuildings, type AccessScope } from '../../lib/access-scope.ts';
import { orderBy, pageWindow, searchCondition } from '../../lib/list-query.ts';
import type { FilesService } from '../files/index.ts';
import { addDays, today } from './assets.shared.ts';
import { forOrganisation, tenantCondition } from '../../lib/tenancy.ts';

export type AssetListFilters = TAssetFilters & { search?: string | undefined };

/** The WHERE of the list and the export: organisation, building scope and every filter. */
export async function assetListConditions(
  executor: Executor,
  organisationId: string,
  access: AccessScope,
  filters: AssetListFilters,
  on = today(),
): Promise<SQL> {
  const conditions: (SQL | undefined)[] = [
    tenantCondition(assets, organisationId),
    withinBuildings(access, assets.buildingId),
    searchText(filters.search),
  ];
  if (filters.building_id) conditions.push(eq(assets.buildingId, filters.building_id));
  if (filters.location_id) {
    // The location and everything under it: one prefix match on the materialised path.
    const [location] = await executor
      .select({ path: locations.path })
      .from(locations)
      .where(
        forOrganisation(executor, organisationId).where(
          locations,
          eq(locations.id, filters.location_id),
        ),
      );
    conditions.push(
      location
        ? inArray(
            assets.locationId,
            executor
              .select({ id: locations.id })
              .from(locations)
              .where(
                forOrganisation(executor, organisationId).where(
                  locations,
                  sql`${locations.path} like ${`${location.path}%`}`,
                ),
              ),
          )
        : sql`false`,
    );
  }
  if (filters.category_id) conditions.push(eq(assets.categoryId, filters.category_id));
  if (filters.status && filters.status.length > 0) {
    conditions.push(inArray(assets.status, filters.status));
  }
  if (filters.criticality) conditions.push(eq(assets.criticality, filters.criticality));
  if (filters.parent_asset_id) conditions.push(eq(assets.parentAssetId, filters.parent_asset_id));
  if (filters.warranty === 'expired') conditions.push(lt(assets.warrantyExpiry, on));
  if (filters.warranty === 'expiring_30' || filters.warranty === 'expiring_90') {
    const days = filters.warranty === 'expiring_30' ? 30 : 90;
    conditions.push(gte(assets.warrantyExpiry, on), lte(assets.warrantyExpiry, addDays(on, days)));
  }
  if (filters.archived === 'false') conditions.push(isNull(assets.archivedAt));
  if (filters.archived === 'true') conditions.push(isNotNull(assets.archivedAt));
  return and(...conditions) as SQL;
}

/**
 * The search box: words of name, code, make, model and serial (as prefixes), or the exact code.
 * The text parser splits "AST-000123" into "ast" and "-000123", so a whole code typed in is
 * also matched as it is (the organisation's unique code index answers that).
 */
function searchText(text: string | undefined): SQL | undefined {
  const words = searchCondition(assets.search, text);
  const code = text?.trim();
  if (!words || !code) return words;
  return or(words, inArray(assets.code, [...new Set([code, code.toUpperCase()])]));
}

const parent = alias(assets, 'parent_asset');

/** Sort keys of the contract mapped to columns. */
const SORT_COLUMNS = {
  name: assets.name,
  code: assets.code,
  status: assets.status,
  criticality: assets.criticality,
  warranty_expiry: assets.warrantyExpiry,
  install_date: assets.installDate,
  created_at: assets.createdAt,
  building: buildings.name,
};

export function assetOrder(query: Pick<TAssetListQuery, 'sort' | 'order'>): SQL[] {
  return orderBy(SORT_COLUMNS, query.sort, query.order, 'name', assets.id);
}

type PhotoJson = { id: string; name: string; content_type: string; size: number } | null;

/** The list's columns: the asset and the names it refers to, its components and first photo. */
const LIST_COLUMNS = {
  id: assets.id,
  code: assets.code,
  name: assets.name,
  status: assets.status,
  criticality: assets.criticality,
  make: assets.make,
  model: assets.model,
  serialNumber: assets.serialNumber,
  installDate: assets.installDate,
  warrantyExpiry: assets.warrantyExpiry,
  archivedAt: assets.archivedAt,
  createdAt: assets.createdAt,
  categoryId: assetCategories.id,
  categoryName: assetCategories.name,
  categoryKey: assetCategories.key,
  buildingId: buildings.id,
  buildingName: buildings.name,
  locationId: locations.id,
  locationName: locations.name,
  parentId: parent.id,
  parentName: parent.name,
  parentCode: parent.code,
  componentsCount: sql<number>`(select count(*)::int from ${assets} as component where component.parent_asset_id = assets.id and component.archived_at is null)`,
  photo: sql<PhotoJson>`(select json_build_object('id', f.id, 'name', f.original_name, 'content_type', f.content_type, 'size', f.size_bytes) from asset_files af join files f on f.id = af.file_id where af.asset_id = assets.id and af.kind = 'photo' order by af.created_at, af.file_id limit 1)`,
};

/** Rows of the list for the given WHERE, page window and order, with the joins they show. */
export function selectAssetRows(
  executor: Executor,
  where: SQL,
  order: SQL[],
  window?: { limit: number; offset: number },
) {
  const base = executor
    .select(LIST_COLUMNS)
    .from(assets)
    .leftJoin(assetCategories, eq(assetCategories.id, assets.categoryId))
    .leftJoin(buildings, eq(buildings.id, assets.buildingId))
    .leftJoin(locations, eq(locations.id, assets.locationId))
    .leftJoin(parent, eq(parent.id, assets.parentAssetId));
  if (!window) return base.where(where).orderBy(...order);
  // The page's ids first (the sort by building needs its join there too), then the details.
  const pageIds = executor
    .select({ id: assets.id })
    .from(assets)
    .leftJoin(buildings, eq(buildings.id, assets.buildingId))
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  return base.where(inArray(assets.id, pageIds)).orderBy(...order);
}

export type AssetListRow = Awaited<ReturnType<typeof selectAssetRows>>[number];

export function toListItem(files: FilesService, row: AssetListRow): TAssetListItem {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    category: row.categoryId
      ? { id: row.categoryId, name: row.categoryName ?? '', key: row.categoryKey ?? null }
      : null,
    building: row.buildingId ? { id: row.buildingId, name: row.buildingName ?? '' } : null,
    location: row.locationId ? { id: row.locationId, name: row.locationName ?? '' } : null,
    status: row.status,
    criticality: row.criticality,
    make: row.make,
    model: row.model,
    serial_number: row.serialNumber,
    install_date: row.installDate,
    warranty_expiry: row.warrantyExpiry,
    parent: row.parentId
      ? { id: row.parentId, name: row.parentName ?? '', code: row.parentCode ?? '' }
      : null,
    components_count: Number(row.componentsCount ?? 0),
    photo: row.photo
      ? { ...row.photo, size: Number(row.photo.size), url: files.url({ id: row.photo.id }) }
      : null,
    archived_at: row.archivedAt ? row.archivedAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listAssets(
  executor: Executor,
  files: FilesService,
  organisationId: string,
  access: AccessScope,
  query: TAssetListQuery,
): Promise<TAssetListResponse> {
  const where = await assetListConditions(executor, organisationId, access, query);
  const rows = await selectAssetRows(executor, where, assetOrder(query), pageWindow(query));
  const [totals] = await executor.select({ total: count() }).from(assets).where(where);
  return {
    data: rows.map((row) => toListItem(files, row)),
    total: totals?.total ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}
