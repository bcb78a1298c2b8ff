/** Buildings beyond plain CRUD: the photo, bulk actions and the summary of the building page. */
import {
  type TBuilding,
  type TBuildingSummary,
  type TPlaceBulkResponse,
  type ZBuildingBulkRequest,
  OPEN_TICKET_STATUSES,
} from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import { and, count, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { assets, buildings, invoices, locations, tickets } from '../../db/schema/index.ts';
import { accessScopeOf } from '../../lib/access-scope.ts';
import { eachOnItsOwn } from '../../lib/bulk.ts';
import { AppError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { Upload } from '../../plugins/files.ts';
import { deleteBuildingIn, getBuilding } from './buildings.service.ts';
import { findBuilding, type PlacesCaller, type PlacesDeps } from './places.shared.ts';

/** Replaces the building's photo; the old file goes once the new one is in place. */
export async function replaceBuildingPhoto(
  deps: PlacesDeps,
  caller: PlacesCaller,
  id: string,
  upload: Upload,
): Promise<TBuilding> {
  const scope = await accessScopeOf(deps.db, caller);
  const previous = await deps.db.transaction(async (tx) => {
    const building = await findBuilding(tx, caller.organisationId, scope, id);
    const file = await deps.files.save(
      {
        organisationId: caller.organisationId,
        userId: caller.userId,
        purpose: 'photo',
        filename: upload.filename,
        data: upload.data,
      },
      tx,
    );
    await forOrganisation(tx, caller.organisationId).update(
      buildings,
      { photoFileId: file.id },
      eq(buildings.id, id),
    );
    return building.photoFileId;
  });
  if (previous) await deps.files.remove(caller.organisationId, previous);
  return getBuilding(deps, caller, id, scope);
}

export async function removeBuildingPhoto(
  deps: PlacesDeps,
  caller: PlacesCaller,
  id: string,
): Promise<TBuilding> {
  const scope = await accessScopeOf(deps.db, caller);
  const building = await findBuilding(deps.db, caller.organisationId, scope, id);
  if (building.photoFileId) {
    await forOrganisation(deps.db, caller.organisationId).update(
      buildings,
      { photoFileId: null },
      eq(buildings.id, id),
    );
    await deps.files.remove(caller.organisationId, building.photoFileId);
  }
  return getBuilding(deps, caller, id, scope);
}

type BulkBody = z.output<typeof ZBuildingBulkRequest>;

/** One action over many buildings; each id answers on its own (refusals say why). */
export async function bulkBuildings(
  deps: PlacesDeps,
  caller: PlacesCaller,
  body: BulkBody,
  language: LanguageCode,
): Promise<TPlaceBulkResponse> {
  if (body.action === 'delete' && !caller.ability.can('manage', 'buildings')) {
    throw new AppError('BUILDING_DELETE_FORBIDDEN');
  }
  const scope = await accessScopeOf(deps.db, caller);
  return eachOnItsOwn(body.ids, language, (id) =>
    deps.db.transaction(async (tx) => {
      if (body.action === 'delete') {
        await deleteBuildingIn(deps, tx, caller, scope, id);
        return;
      }
      await findBuilding(tx, caller.organisationId, scope, id);
      await forOrganisation(tx, caller.organisationId).update(
        buildings,
        body.action === 'archive'
          ? { archivedAt: new Date() }
          : { status: body.status ?? 'active' },
        eq(buildings.id, id),
      );
    }),
  );
}

export async function buildingSummary(
  deps: PlacesDeps,
  caller: PlacesCaller,
  id: string,
  now = new Date(),
): Promise<TBuildingSummary> {
  const scope = await accessScopeOf(deps.db, caller);
  await findBuilding(deps.db, caller.organisationId, scope, id);
  const tenant = forOrganisation(deps.db, caller.organisationId);
  const year = now.getUTCFullYear();
  const assetIds = deps.db
    .select({ id: assets.id })
    .from(assets)
    .where(tenant.where(assets, eq(assets.buildingId, id)));
  const [costs, statuses, [locationTotal], [openWork]] = await Promise.all([
    deps.db
      .select({
        currency: invoices.currency,
        cents: sql<number>`coalesce(sum(${invoices.totalCents}), 0)`.mapWith(Number),
      })
      .from(invoices)
      .where(
        tenant.where(
          invoices,
          and(
            inArray(invoices.assetId, assetIds),
            gte(invoices.issueDate, `${year}-01-01`),
            lt(invoices.issueDate, `${year + 1}-01-01`),
          ),
        ),
      )
      .groupBy(invoices.currency)
      .orderBy(invoices.currency),
    deps.db
      .select({ status: assets.status, value: count() })
      .from(assets)
      .where(tenant.where(assets, and(eq(assets.buildingId, id), isNull(assets.archivedAt))))
      .groupBy(assets.status),
    deps.db
      .select({ value: count() })
      .from(locations)
      .where(tenant.where(locations, eq(locations.buildingId, id))),
    deps.db
      .select({ value: count() })
      .from(tickets)
      .where(
        tenant.where(
          tickets,
          and(eq(tickets.buildingId, id), inArray(tickets.status, [...OPEN_TICKET_STATUSES])),
        ),
      ),
  ]);
  const byStatus = Object.fromEntries(statuses.map((row) => [row.status, row.value]));
  return {
    year,
    costs_this_year: costs.map((row) => ({
      currency: row.currency,
      total_cents: row.cents,
      total: row.cents / 100,
    })),
    assets_by_status: byStatus,
    assets_total: statuses.reduce((sum, row) => sum + row.value, 0),
    locations_count: locationTotal?.value ?? 0,
    open_work_count: openWork?.value ?? 0,
  };
}
