/**
 * Reading locations: the list (with building, parent, breadcrumb names and counts), one
 * location with its ancestors and sublocations, and a building's whole tree nested.
 */
import {
  type TLocation,
  type TLocationExportQuery,
  type TLocationListItem,
  type TLocationListQuery,
  type TLocationListResponse,
  type TLocationTreeNode,
  type TLocationTreeResponse,
} from '@mainstay/contracts';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { buildings, locations } from '../../db/schema/index.ts';
import { accessScopeOf, withinBuildings, type AccessScope } from '../../lib/access-scope.ts';
import { AppError } from '../../lib/errors.ts';
import { orderBy, readPage, searchCondition } from '../../lib/list-query.ts';
import { forOrganisation, tenantCondition } from '../../lib/tenancy.ts';
import { findBuilding, type PlacesCaller, type PlacesDeps } from './places.shared.ts';

type LocationFilters = Omit<TLocationExportQuery, 'format'>;

const parent = alias(locations, 'parent');

/** Names of the ancestors, root first: the ids are in the path, so this is a primary-key lookup. */
/** The ancestors' table, named `a` as the query below writes it. */
const ancestor = alias(locations, 'a');
const pathNames = sql<unknown>`(select coalesce(json_agg(a.name order by a.depth), '[]'::json) from locations a where ${tenantCondition(ancestor, locations.organisationId)} and a.id::text = any(string_to_array(trim(both '/' from "locations"."path"), '/')) and a.id <> "locations"."id")`;
const childrenCount =
  sql<number>`(select count(*) from locations c where c.parent_id = "locations"."id")`.mapWith(
    Number,
  );
/** Current assets placed directly in the location. */
const assetsCount =
  sql<number>`(select count(*) from assets a where a.location_id = "locations"."id" and a.archived_at is null)`.mapWith(
    Number,
  );

const LIST_COLUMNS = {
  id: locations.id,
  name: locations.name,
  code: locations.code,
  type: locations.type,
  area: locations.area,
  depth: locations.depth,
  notes: locations.notes,
  path: locations.path,
  createdAt: locations.createdAt,
  updatedAt: locations.updatedAt,
  buildingId: buildings.id,
  buildingName: buildings.name,
  parentId: parent.id,
  parentName: parent.name,
  pathNames,
  childrenCount,
  assetsCount,
};

const SORT_COLUMNS = {
  name: sql`lower(${locations.name})`,
  code: locations.code,
  type: locations.type,
  created_at: locations.createdAt,
};

/** JSON arrives parsed from one driver and as text from another. */
function namesOf(value: unknown): string[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.map(String) : [];
}

export function locationListCondition(
  executor: Executor,
  organisationId: string,
  scope: AccessScope,
  query: LocationFilters,
): SQL {
  return forOrganisation(executor, organisationId).where(
    locations,
    and(
      withinBuildings(scope, locations.buildingId),
      searchCondition(locations.search, query.search),
      query.building_id ? eq(locations.buildingId, query.building_id) : undefined,
      query.type ? eq(locations.type, query.type) : undefined,
      query.parent_id === 'root'
        ? isNull(locations.parentId)
        : query.parent_id
          ? eq(locations.parentId, query.parent_id)
          : undefined,
    ),
  );
}

export function selectLocations(executor: Executor, where: SQL, query: LocationFilters) {
  return executor
    .select(LIST_COLUMNS)
    .from(locations)
    .innerJoin(buildings, eq(buildings.id, locations.buildingId))
    .leftJoin(parent, eq(parent.id, locations.parentId))
    .where(where)
    .orderBy(...orderBy(SORT_COLUMNS, query.sort, query.order, 'name', locations.id));
}

type ListRow = Awaited<ReturnType<typeof selectLocations>>[number];

export function toLocationListItem(row: ListRow): TLocationListItem {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    type: row.type,
    area: row.area,
    building: { id: row.buildingId, name: row.buildingName },
    parent: row.parentId && row.parentName ? { id: row.parentId, name: row.parentName } : null,
    depth: row.depth,
    path_names: namesOf(row.pathNames),
    children_count: row.childrenCount,
    assets_count: row.assetsCount,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listLocations(
  deps: PlacesDeps,
  caller: PlacesCaller,
  query: TLocationListQuery,
): Promise<TLocationListResponse> {
  const scope = await accessScopeOf(deps.db, caller);
  const where = locationListCondition(deps.db, caller.organisationId, scope, query);
  return readPage(
    query,
    ({ limit, offset }) => selectLocations(deps.db, where, query).limit(limit).offset(offset),
    deps.db.$count(locations, where),
    toLocationListItem,
  );
}

export async function getLocation(
  deps: PlacesDeps,
  caller: PlacesCaller,
  id: string,
  scope?: AccessScope,
): Promise<TLocation> {
  const access = scope ?? (await accessScopeOf(deps.db, caller));
  const tenant = forOrganisation(deps.db, caller.organisationId);
  const [row] = await selectLocations(
    deps.db,
    tenant.where(
      locations,
      and(eq(locations.id, id), withinBuildings(access, locations.buildingId)),
    ),
    {},
  );
  if (!row) throw new AppError('LOCATION_NOT_FOUND');
  const ancestorIds = row.path.split('/').filter((part) => part && part !== id);
  const [ancestors, children] = await Promise.all([
    ancestorIds.length === 0
      ? Promise.resolve([])
      : deps.db
          .select({ id: locations.id, name: locations.name, depth: locations.depth })
          .from(locations)
          .where(tenant.where(locations, inArray(locations.id, ancestorIds)))
          .orderBy(asc(locations.depth)),
    deps.db
      .select({
        id: locations.id,
        name: locations.name,
        code: locations.code,
        type: locations.type,
      })
      .from(locations)
      .where(tenant.where(locations, eq(locations.parentId, id)))
      .orderBy(sql`lower(${locations.name})`, asc(locations.id)),
  ]);
  return {
    ...toLocationListItem(row),
    notes: row.notes,
    ancestors: ancestors.map(({ id: ancestorId, name }) => ({ id: ancestorId, name })),
    children,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The building's locations as a nested tree, siblings by name. */
export async function locationTree(
  deps: PlacesDeps,
  caller: PlacesCaller,
  buildingId: string,
): Promise<TLocationTreeResponse> {
  const scope = await accessScopeOf(deps.db, caller);
  const building = await findBuilding(deps.db, caller.organisationId, scope, buildingId);
  const rows = await deps.db
    .select({
      id: locations.id,
      parentId: locations.parentId,
      name: locations.name,
      code: locations.code,
      type: locations.type,
      depth: locations.depth,
      assetsCount,
    })
    .from(locations)
    .where(
      forOrganisation(deps.db, caller.organisationId).where(
        locations,
        eq(locations.buildingId, buildingId),
      ),
    )
    .orderBy(asc(locations.depth), sql`lower(${locations.name})`, asc(locations.id));
  const nodes = new Map<string, TLocationTreeNode>();
  const roots: TLocationTreeNode[] = [];
  for (const row of rows) {
    const node: TLocationTreeNode = {
      id: row.id,
      name: row.name,
      code: row.code,
      type: row.type,
      depth: row.depth,
      assets_count: row.assetsCount,
      children: [],
    };
    nodes.set(row.id, node);
    const parentNode = row.parentId ? nodes.get(row.parentId) : undefined;
    if (parentNode) parentNode.children.push(node);
    else roots.push(node);
  }
  return { building: { id: building.id, name: building.name }, data: roots };
}
