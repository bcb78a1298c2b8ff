/**
 * Buildings: the list (search, filters, sort, counts), one building, create, update, archive
 * and delete. Every read and write is limited to the caller's organisation and, for a person
 * limited to some buildings, to those buildings: anything else is "not found".
 */
import {
  type TBuilding,
  type TBuildingExportQuery,
  type TBuildingListQuery,
  type TBuildingListResponse,
  type ZCreateBuildingRequest,
  type ZUpdateBuildingRequest,
} from '@mainstay/contracts';
import { and, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import {
  assets,
  buildings,
  OPEN_STATUS_LIST,
  ppmSchedules,
  tickets,
} from '../../db/schema/index.ts';
import { accessScopeOf, withinBuildings, type AccessScope } from '../../lib/access-scope.ts';
import { AppError } from '../../lib/errors.ts';
import { orderBy, readPage, searchCondition } from '../../lib/list-query.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import { buildingValues, toBuilding, toBuildingListItem } from './buildings.mapper.ts';
import {
  assertCodeFree,
  BUILDING_COLUMNS,
  findBuilding,
  rethrowCodeTaken,
  type PlacesCaller,
  type PlacesDeps,
} from './places.shared.ts';

type CreateBody = z.output<typeof ZCreateBuildingRequest>;
type UpdateBody = z.output<typeof ZUpdateBuildingRequest>;
type BuildingFilters = Omit<TBuildingExportQuery, 'format'>;

const locationsCount =
  sql<number>`(select count(*) from locations l where l.building_id = "buildings"."id")`.mapWith(
    Number,
  );
/** Tickets still owed work (the open statuses). */
const openWorkCount =
  sql<number>`(select count(*) from tickets t where t.building_id = "buildings"."id" and t.status in (${OPEN_STATUS_LIST}))`.mapWith(
    Number,
  );
/** Current assets only: archived ones no longer count as "in" the building. */
const assetsCount =
  sql<number>`(select count(*) from assets a where a.building_id = "buildings"."id" and a.archived_at is null)`.mapWith(
    Number,
  );

const SORT_COLUMNS = {
  name: sql`lower(${buildings.name})`,
  code: buildings.code,
  city: sql`lower(${buildings.city})`,
  created_at: buildings.createdAt,
  status: buildings.status,
};

/** The WHERE of the list and the export: organisation, scope, search and filters. */
export function buildingListCondition(
  executor: Executor,
  organisationId: string,
  scope: AccessScope,
  query: BuildingFilters,
): SQL {
  const archived =
    query.archived === 'true'
      ? isNotNull(buildings.archivedAt)
      : query.archived === 'all'
        ? undefined
        : isNull(buildings.archivedAt);
  return forOrganisation(executor, organisationId).where(
    buildings,
    and(
      withinBuildings(scope, buildings.id),
      searchCondition(buildings.search, query.search),
      query.status ? eq(buildings.status, query.status) : undefined,
      query.type ? eq(buildings.type, query.type) : undefined,
      query.city ? sql`lower(${buildings.city}) = lower(${query.city})` : undefined,
      archived,
    ),
  );
}

/** The rows of the list or the export, with their counts, in the chosen order. */
export function selectBuildings(executor: Executor, where: SQL, query: BuildingFilters) {
  return executor
    .select({ ...BUILDING_COLUMNS, locationsCount, assetsCount, openWorkCount })
    .from(buildings)
    .where(where)
    .orderBy(...orderBy(SORT_COLUMNS, query.sort, query.order, 'name', buildings.id));
}

export async function listBuildings(
  deps: PlacesDeps,
  caller: PlacesCaller,
  query: TBuildingListQuery,
): Promise<TBuildingListResponse> {
  const scope = await accessScopeOf(deps.db, caller);
  const where = buildingListCondition(deps.db, caller.organisationId, scope, query);
  return readPage(
    query,
    ({ limit, offset }) => selectBuildings(deps.db, where, query).limit(limit).offset(offset),
    deps.db.$count(buildings, where),
    toBuildingListItem,
  );
}

export async function getBuilding(
  deps: PlacesDeps,
  caller: PlacesCaller,
  id: string,
  scope?: AccessScope,
): Promise<TBuilding> {
  const access = scope ?? (await accessScopeOf(deps.db, caller));
  const [row] = await deps.db
    .select({ ...BUILDING_COLUMNS, locationsCount, assetsCount, openWorkCount })
    .from(buildings)
    .where(
      forOrganisation(deps.db, caller.organisationId).where(
        buildings,
        and(eq(buildings.id, id), withinBuildings(access, buildings.id)),
      ),
    );
  if (!row) throw new AppError('BUILDING_NOT_FOUND');
  let photo = null;
  if (row.photoFileId) {
    const file = await deps.files.find(caller.organisationId, row.photoFileId).catch(() => null);
    photo = file ? deps.files.link(file) : null;
  }
  return toBuilding(row, photo);
}

/** A building's code is unique in its organisation, in any case. */
const CODE_TAKEN = 'BUILDING_CODE_TAKEN';
const buildingCodeTaken = rethrowCodeTaken(CODE_TAKEN);

export async function createBuilding(
  deps: PlacesDeps,
  caller: PlacesCaller,
  body: CreateBody,
): Promise<TBuilding> {
  const scope = await accessScopeOf(deps.db, caller);
  // A person limited to some buildings works within them; a new building would be outside.
  if (scope.buildingIds !== null) throw new AppError('BUILDING_OUT_OF_SCOPE');
  const id = await deps.db
    .transaction(async (tx) => {
      await assertCodeFree(tx, caller.organisationId, buildings, CODE_TAKEN, body.code);
      const [row] = await forOrganisation(tx, caller.organisationId).insert(buildings, [
        { ...buildingValues(body), name: body.name },
      ]);
      if (!row) throw new Error('The building was not stored');
      return row.id;
    })
    .catch(buildingCodeTaken);
  return getBuilding(deps, caller, id, scope);
}

export async function updateBuilding(
  deps: PlacesDeps,
  caller: PlacesCaller,
  id: string,
  body: UpdateBody,
): Promise<TBuilding> {
  const scope = await accessScopeOf(deps.db, caller);
  await deps.db
    .transaction(async (tx) => {
      await findBuilding(tx, caller.organisationId, scope, id);
      await assertCodeFree(tx, caller.organisationId, buildings, CODE_TAKEN, body.code, {
        exceptId: id,
      });
      const values = buildingValues(body);
      if (Object.keys(values).length > 0) {
        await forOrganisation(tx, caller.organisationId).update(
          buildings,
          values,
          eq(buildings.id, id),
        );
      }
    })
    .catch(buildingCodeTaken);
  return getBuilding(deps, caller, id, scope);
}

/** All assets placed in the building, archived ones included (they still hold it). */
export async function assetsInBuilding(
  executor: Executor,
  organisationId: string,
  buildingId: string,
): Promise<number> {
  const [row] = await executor
    .select({ value: count() })
    .from(assets)
    .where(
      forOrganisation(executor, organisationId).where(assets, eq(assets.buildingId, buildingId)),
    );
  return row?.value ?? 0;
}

/**
 * Deletes a building with its locations; refused (409, saying why) while assets, tickets or
 * maintenance schedules are in it.
 */
export async function deleteBuildingIn(
  deps: PlacesDeps,
  executor: Executor,
  caller: PlacesCaller,
  scope: AccessScope,
  id: string,
): Promise<void> {
  const building = await findBuilding(executor, caller.organisationId, scope, id);
  const inUse = await assetsInBuilding(executor, caller.organisationId, id);
  if (inUse > 0) throw new AppError('BUILDING_HAS_ASSETS', { params: { count: inUse } });
  const [ticketRow] = await executor
    .select({ total: count() })
    .from(tickets)
    .where(
      forOrganisation(executor, caller.organisationId).where(tickets, eq(tickets.buildingId, id)),
    );
  const ticketTotal = ticketRow?.total ?? 0;
  if (ticketTotal > 0)
    throw new AppError('BUILDING_HAS_TICKETS', { params: { count: ticketTotal } });
  const [scheduleRow] = await executor
    .select({ total: count() })
    .from(ppmSchedules)
    .where(
      forOrganisation(executor, caller.organisationId).where(
        ppmSchedules,
        eq(ppmSchedules.buildingId, id),
      ),
    );
  const scheduleTotal = scheduleRow?.total ?? 0;
  if (scheduleTotal > 0)
    throw new AppError('BUILDING_HAS_SCHEDULES', { params: { count: scheduleTotal } });
  await forOrganisation(executor, caller.organisationId).delete(buildings, eq(buildings.id, id));
  if (building.photoFileId) {
    await deps.files.remove(caller.organisationId, building.photoFileId, executor);
  }
}

export async function deleteBuilding(
  deps: PlacesDeps,
  caller: PlacesCaller,
  id: string,
): Promise<void> {
  const scope = await accessScopeOf(deps.db, caller);
  await deps.db.transaction((tx) => deleteBuildingIn(deps, tx, caller, scope, id));
}

export async function setBuildingArchived(
  deps: PlacesDeps,
  caller: PlacesCaller,
  id: string,
  archived: boolean,
): Promise<TBuilding> {
  const scope = await accessScopeOf(deps.db, caller);
  const building = await findBuilding(deps.db, caller.organisationId, scope, id);
  if (Boolean(building.archivedAt) !== archived) {
    await forOrganisation(deps.db, caller.organisationId).update(
      buildings,
      { archivedAt: archived ? new Date() : null },
      eq(buildings.id, id),
    );
  }
  return getBuilding(deps, caller, id, scope);
}
