/**
 * The rules an asset's references follow: the category, building, location, parent and supplier
 * are the organisation's; the building is within the caller's scope and not archived; the
 * location is in that building; and no asset becomes a component of itself or of its own
 * components. Also the generated codes (AST-000001, per organisation).
 */
import { ASSET_CODE_PREFIX, ASSET_MESSAGES, type TFieldErrors } from '@mainstay/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  assetCategories,
  assets,
  buildings,
  contractors,
  locations,
} from '../../db/schema/index.ts';
import { allowsBuilding, withinBuildings, type AccessScope } from '../../lib/access-scope.ts';
import { ValidationError } from '../../lib/errors.ts';
import { forOrganisation, tenantCondition } from '../../lib/tenancy.ts';
import { alias } from 'drizzle-orm/pg-core';

export interface AssetReferences {
  categoryId: string | null;
  buildingId: string;
  locationId: string | null;
  parentAssetId: string | null;
  supplierContractorId: string | null;
}

/** Which references changed (on create: all of them), so unchanged ones are not re-checked. */
export type ChangedReferences = Partial<Record<keyof AssetReferences, boolean>>;

const exists = async (query: PromiseLike<unknown[]>): Promise<boolean> => (await query).length > 0;

/** Throws one 422 with every reference problem, keyed by the request's field names. */
export async function checkReferences(
  executor: Executor,
  organisationId: string,
  access: AccessScope,
  refs: AssetReferences,
  changed: ChangedReferences,
  selfId?: string,
): Promise<void> {
  const scope = forOrganisation(executor, organisationId);
  const errors: TFieldErrors = {};
  let message: string | undefined;

  if (changed.categoryId && refs.categoryId) {
    const found = await exists(
      scope.select(assetCategories, eq(assetCategories.id, refs.categoryId)),
    );
    if (!found) errors.category_id = [ASSET_MESSAGES.categoryUnknown];
  }

  if (changed.buildingId) {
    const [building] = await executor
      .select({ id: buildings.id, archivedAt: buildings.archivedAt })
      .from(buildings)
      .where(scope.where(buildings, eq(buildings.id, refs.buildingId)));
    if (!building) errors.building_id = [ASSET_MESSAGES.buildingUnknown];
    else if (!allowsBuilding(access, building.id)) {
      errors.building_id = [ASSET_MESSAGES.buildingOutOfScope];
    } else if (building.archivedAt) errors.building_id = [ASSET_MESSAGES.buildingArchived];
  }

  if ((changed.locationId || changed.buildingId) && refs.locationId && !errors.building_id) {
    const found = await exists(
      executor
        .select({ id: locations.id })
        .from(locations)
        .where(
          scope.where(
            locations,
            and(eq(locations.id, refs.locationId), eq(locations.buildingId, refs.buildingId)),
          ),
        ),
    );
    if (!found) errors.location_id = [ASSET_MESSAGES.locationOutsideBuilding];
  }

  if (changed.parentAssetId && refs.parentAssetId) {
    const found = await exists(
      executor
        .select({ id: assets.id })
        .from(assets)
        .where(
          scope.where(
            assets,
            and(eq(assets.id, refs.parentAssetId), withinBuildings(access, assets.buildingId)),
          ),
        ),
    );
    if (!found) errors.parent_asset_id = [ASSET_MESSAGES.parentUnknown];
    else if (
      selfId &&
      (await isSelfOrDescendant(executor, organisationId, selfId, refs.parentAssetId))
    ) {
      errors.parent_asset_id = [ASSET_MESSAGES.componentCycle];
      message = ASSET_MESSAGES.componentCycle;
    }
  }

  if (changed.supplierContractorId && refs.supplierContractorId) {
    const supplier = eq(contractors.id, refs.supplierContractorId);
    if (!(await exists(scope.select(contractors, supplier)))) {
      errors.supplier_contractor_id = [ASSET_MESSAGES.supplierUnknown];
    }
  }

  if (Object.keys(errors).length > 0) throw new ValidationError(errors, message);
}

/**
 * True when `candidateParentId` is the asset itself or one of its components (at any depth):
 * walks up from the candidate through its parents looking for the asset. UNION (not UNION ALL)
 * stops on any loop already in the data.
 */
/** The parent reached at each step of the chain, named `a` as the query below writes it. */
const parentAsset = alias(assets, 'a');

export async function isSelfOrDescendant(
  executor: Executor,
  organisationId: string,
  assetId: string,
  candidateParentId: string,
): Promise<boolean> {
  if (assetId === candidateParentId) return true;
  const result = await executor.execute<{ found: number }>(sql`
    with recursive chain(id, parent_id) as (
      select id, parent_asset_id from ${assets}
      where id = ${candidateParentId} and ${tenantCondition(assets, organisationId)}
      union
      select a.id, a.parent_asset_id from ${assets} a
      join chain on a.id = chain.parent_id
      where ${tenantCondition(parentAsset, organisationId)}
    )
    select 1 as found from chain where id = ${assetId} limit 1`);
  return rowsOf(result).length > 0;
}

/** Rows of `execute()`, whichever driver answered. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** True when another asset of the organisation already has this code. */
export async function codeTaken(
  executor: Executor,
  organisationId: string,
  code: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await executor
    .select({ id: assets.id })
    .from(assets)
    .where(
      forOrganisation(executor, organisationId).where(
        assets,
        and(eq(assets.code, code), exceptId ? ne(assets.id, exceptId) : undefined),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The next free generated code of the organisation (max + 1 over codes shaped AST-<digits>).
 * Holds a transaction lock per organisation so concurrent creates take turns; the unique
 * constraint stays the final guard (callers retry on a unique violation).
 */
export async function nextAssetCode(executor: Executor, organisationId: string): Promise<string> {
  await executor.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`asset-code:${organisationId}`}))`,
  );
  const result = await executor.execute<{ last: string | number | null }>(sql`
    select max(substring(code from ${ASSET_CODE_PREFIX.length + 1}::int)::bigint) as last
    from ${assets}
    where ${tenantCondition(assets, organisationId)}
      and code ~ ${`^${ASSET_CODE_PREFIX}[0-9]{1,15}$`}`);
  const last = Number(rowsOf<{ last: string | number | null }>(result)[0]?.last ?? 0);
  return formatAssetCode(last + 1);
}

export function formatAssetCode(number: number): string {
  return `${ASSET_CODE_PREFIX}${String(number).padStart(6, '0')}`;
}
