/**
 * Changing locations: create, update (including moving a subtree under another parent or into
 * another building), delete and bulk actions. A move rewrites the path and depth of every
 * descendant in one UPDATE, inside the same transaction as the move itself, so the tree is
 * never seen half-moved; a location can never end up under itself.
 */
import { randomUUID } from 'node:crypto';
import {
  type TLocation,
  type TPlaceBulkResponse,
  type ZCreateLocationRequest,
  type ZLocationBulkRequest,
  type ZUpdateLocationRequest,
} from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { assets, buildings, locations, ppmSchedules } from '../../db/schema/index.ts';
import { accessScopeOf, allowsBuilding, type AccessScope } from '../../lib/access-scope.ts';
import { eachOnItsOwn } from '../../lib/bulk.ts';
import { AppError, ValidationError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import { getLocation } from './locations.service.ts';
import {
  assertCodeFree,
  BUILDING_COLUMNS,
  findLocation,
  LOCATION_COLUMNS,
  rethrowCodeTaken,
  type LocationRow,
  type PlacesCaller,
  type PlacesDeps,
} from './places.shared.ts';

type CreateBody = z.output<typeof ZCreateLocationRequest>;
type UpdateBody = z.output<typeof ZUpdateLocationRequest>;
type BulkBody = z.output<typeof ZLocationBulkRequest>;

/** The building a location goes into: the organisation's and within the caller's scope. */
async function targetBuilding(
  executor: Executor,
  organisationId: string,
  scope: AccessScope,
  id: string,
) {
  const [row] = await executor
    .select({ id: BUILDING_COLUMNS.id, archivedAt: BUILDING_COLUMNS.archivedAt })
    .from(buildings)
    .where(forOrganisation(executor, organisationId).where(buildings, eq(buildings.id, id)));
  if (!row || !allowsBuilding(scope, row.id)) {
    throw new ValidationError({ building_id: ['BUILDING_OUT_OF_SCOPE'] });
  }
  return row;
}

/** The new parent: the organisation's, in the same building, and not the location's own subtree. */
async function targetParent(
  executor: Executor,
  organisationId: string,
  parentId: string,
  buildingId: string,
  moving?: LocationRow,
): Promise<LocationRow> {
  const [row] = await executor
    .select(LOCATION_COLUMNS)
    .from(locations)
    .where(forOrganisation(executor, organisationId).where(locations, eq(locations.id, parentId)));
  if (!row) throw new ValidationError({ parent_id: ['LOCATION_PARENT_UNKNOWN'] });
  if (moving && row.path.startsWith(moving.path)) {
    throw new ValidationError({ parent_id: ['LOCATION_CYCLE'] });
  }
  if (row.buildingId !== buildingId) {
    throw new ValidationError({ parent_id: ['LOCATION_PARENT_OTHER_BUILDING'] });
  }
  return row;
}

/** A location's code is unique in its building, in any case. */
const CODE_TAKEN = 'LOCATION_CODE_TAKEN';
const locationCodeTaken = rethrowCodeTaken(CODE_TAKEN);
const inBuilding = (buildingId: string) => eq(locations.buildingId, buildingId);

export async function createLocation(
  deps: PlacesDeps,
  caller: PlacesCaller,
  body: CreateBody,
): Promise<TLocation> {
  const scope = await accessScopeOf(deps.db, caller);
  const id = randomUUID();
  await deps.db
    .transaction(async (tx) => {
      await targetBuilding(tx, caller.organisationId, scope, body.building_id);
      const parentRow = body.parent_id
        ? await targetParent(tx, caller.organisationId, body.parent_id, body.building_id)
        : null;
      await assertCodeFree(tx, caller.organisationId, locations, CODE_TAKEN, body.code, {
        within: inBuilding(body.building_id),
      });
      await forOrganisation(tx, caller.organisationId).insert(locations, [
        {
          id,
          buildingId: body.building_id,
          parentId: parentRow?.id ?? null,
          path: `${parentRow?.path ?? '/'}${id}/`,
          depth: parentRow ? parentRow.depth + 1 : 0,
          name: body.name,
          code: body.code ?? null,
          type: body.type,
          area: body.area ?? null,
          notes: body.notes,
        },
      ]);
    })
    .catch(locationCodeTaken);
  return getLocation(deps, caller, id, scope);
}

/**
 * Moves the location's whole subtree: every descendant's path gets the new prefix, its depth
 * shifts by the same amount and its building follows, in one statement. Assets placed in the
 * moved locations follow them to the new building.
 */
async function moveSubtree(
  executor: Executor,
  organisationId: string,
  location: LocationRow,
  newParent: LocationRow | null,
  buildingId: string,
): Promise<void> {
  const newPath = `${newParent?.path ?? '/'}${location.id}/`;
  const depthShift = (newParent ? newParent.depth + 1 : 0) - location.depth;
  const tenant = forOrganisation(executor, organisationId);
  const inSubtree = sql`${locations.path} like ${`${location.path}%`}`;
  await executor
    .update(locations)
    .set({
      path: sql`${newPath} || substr(${locations.path}, ${location.path.length + 1})`,
      depth: sql`${locations.depth} + ${depthShift}`,
      buildingId,
      updatedAt: new Date(),
    })
    .where(tenant.where(locations, inSubtree));
  if (buildingId !== location.buildingId) {
    const subtreeIds = executor
      .select({ id: locations.id })
      .from(locations)
      .where(tenant.where(locations, inSubtree));
    await tenant.update(assets, { buildingId }, inArray(assets.locationId, subtreeIds));
  }
}

/** The update inside a transaction (bulk moves reuse it). */
async function updateLocationIn(
  executor: Executor,
  caller: PlacesCaller,
  scope: AccessScope,
  id: string,
  body: UpdateBody,
): Promise<void> {
  const location = await findLocation(executor, caller.organisationId, scope, id);
  const buildingId = body.building_id ?? location.buildingId;
  const buildingChanged = buildingId !== location.buildingId;
  if (buildingChanged) await targetBuilding(executor, caller.organisationId, scope, buildingId);
  // Moved to another building without a parent named: it becomes a top-level location there.
  const parentId =
    body.parent_id !== undefined ? body.parent_id : buildingChanged ? null : undefined;
  const parentChanged = parentId !== undefined && parentId !== location.parentId;
  if (parentId === id) throw new ValidationError({ parent_id: ['LOCATION_CYCLE'] });
  const moving = parentChanged || buildingChanged;
  // In a move `parentId` is always set: the named parent, or null for the top level.
  const newParent =
    moving && parentId
      ? await targetParent(executor, caller.organisationId, parentId, buildingId, location)
      : null;
  if (body.code !== undefined || buildingChanged) {
    const code = body.code !== undefined ? body.code : location.code;
    const within = inBuilding(buildingId);
    await assertCodeFree(executor, caller.organisationId, locations, CODE_TAKEN, code, {
      exceptId: id,
      within,
    });
  }
  if (moving) {
    await moveSubtree(executor, caller.organisationId, location, newParent, buildingId);
  }
  const values: Partial<typeof locations.$inferInsert> = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.code !== undefined) values.code = body.code;
  if (body.type !== undefined) values.type = body.type;
  if (body.area !== undefined) values.area = body.area;
  if (body.notes !== undefined) values.notes = body.notes;
  if (moving) values.parentId = newParent?.id ?? null;
  if (Object.keys(values).length > 0) {
    await forOrganisation(executor, caller.organisationId).update(
      locations,
      values,
      eq(locations.id, id),
    );
  }
}

export async function updateLocation(
  deps: PlacesDeps,
  caller: PlacesCaller,
  id: string,
  body: UpdateBody,
): Promise<TLocation> {
  const scope = await accessScopeOf(deps.db, caller);
  await deps.db
    .transaction((tx) => updateLocationIn(tx, caller, scope, id, body))
    .catch(locationCodeTaken);
  return getLocation(deps, caller, id, scope);
}

async function deleteLocationIn(
  executor: Executor,
  caller: PlacesCaller,
  scope: AccessScope,
  id: string,
): Promise<void> {
  await findLocation(executor, caller.organisationId, scope, id);
  const tenant = forOrganisation(executor, caller.organisationId);
  const [[children], [placed], [scheduled]] = await Promise.all([
    executor
      .select({ value: count() })
      .from(locations)
      .where(tenant.where(locations, eq(locations.parentId, id))),
    executor
      .select({ value: count() })
      .from(assets)
      .where(tenant.where(assets, eq(assets.locationId, id))),
    executor
      .select({ value: count() })
      .from(ppmSchedules)
      .where(tenant.where(ppmSchedules, eq(ppmSchedules.locationId, id))),
  ]);
  if (children && children.value > 0) {
    throw new AppError('LOCATION_HAS_CHILDREN', { params: { count: children.value } });
  }
  if (placed && placed.value > 0) {
    throw new AppError('LOCATION_HAS_ASSETS', { params: { count: placed.value } });
  }
  if (scheduled && scheduled.value > 0) {
    throw new AppError('LOCATION_HAS_SCHEDULES', { params: { count: scheduled.value } });
  }
  await tenant.delete(locations, eq(locations.id, id));
}

export async function deleteLocation(
  deps: PlacesDeps,
  caller: PlacesCaller,
  id: string,
): Promise<void> {
  const scope = await accessScopeOf(deps.db, caller);
  await deps.db.transaction((tx) => deleteLocationIn(tx, caller, scope, id));
}

/** One action over many locations; each id answers on its own (refusals say why). */
export async function bulkLocations(
  deps: PlacesDeps,
  caller: PlacesCaller,
  body: BulkBody,
  language: LanguageCode,
): Promise<TPlaceBulkResponse> {
  if (body.action === 'delete' && !caller.ability.can('manage', 'locations')) {
    throw new AppError('LOCATION_DELETE_FORBIDDEN');
  }
  const scope = await accessScopeOf(deps.db, caller);
  return eachOnItsOwn(body.ids, language, (id) =>
    deps.db
      .transaction(async (tx) => {
        if (body.action === 'delete') return deleteLocationIn(tx, caller, scope, id);
        const change: UpdateBody =
          body.action === 'set_type'
            ? { type: body.type }
            : {
                parent_id: body.parent_id ?? null,
                ...(body.building_id ? { building_id: body.building_id } : {}),
              };
        if (body.action === 'move' && body.parent_id) {
          // The parent decides the building.
          const [target] = await tx
            .select({ buildingId: locations.buildingId })
            .from(locations)
            .where(
              forOrganisation(tx, caller.organisationId).where(
                locations,
                eq(locations.id, body.parent_id),
              ),
            );
          if (target) change.building_id = target.buildingId;
        }
        return updateLocationIn(tx, caller, scope, id, change);
      })
      .catch(locationCodeTaken),
  );
}
