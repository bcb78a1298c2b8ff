/**
 * Creating, changing, archiving and deleting assets. Every reference is checked against the
 * organisation and the caller's buildings (asset-rules.ts), custom field values against the
 * organisation's definitions, and a generated code is retried if another create took it first.
 */
import {
  ASSET_MESSAGES,
  type TAssetDetail,
  type TAssetListQuery,
  type TAssetListResponse,
  type TCreateAssetRequest,
  type TDomainErrorCode,
  type TUpdateAssetRequest,
} from '@mainstay/contracts';
import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { assetFiles, assets, invoices, purchaseOrders, tickets } from '../../db/schema/index.ts';
import { accessScopeOf, type AccessScope } from '../../lib/access-scope.ts';
import { AppError, isUniqueViolation, ValidationError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { customFieldDefinitions, validateCustomFields } from './asset-custom-fields.ts';
import { assetDetail } from './asset-detail.ts';
import {
  checkReferences,
  codeTaken,
  nextAssetCode,
  type AssetReferences,
  type ChangedReferences,
} from './asset-rules.ts';
import { listAssets } from './assets-list.ts';
import { findAsset, type AssetRow, type AssetsDeps } from './assets.shared.ts';

type AssetValues = Partial<Omit<typeof assets.$inferInsert, 'organisationId' | 'id' | 'search'>>;

/** How many times a create retries when a generated code was taken meanwhile. */
const CODE_ATTEMPTS = 5;

export async function listAssetsFor(
  deps: AssetsDeps,
  auth: RequestAuth,
  query: TAssetListQuery,
): Promise<TAssetListResponse> {
  const access = await accessScopeOf(deps.db, auth);
  return listAssets(deps.db, deps.files, auth.organisationId, access, query);
}

export async function getAsset(
  deps: AssetsDeps,
  auth: RequestAuth,
  id: string,
  executor: Executor = deps.db,
): Promise<TAssetDetail> {
  const row = await findAsset(executor, auth, id);
  return assetDetail(executor, deps.files, auth.organisationId, row);
}

/** The columns to write for the request's fields (only those sent). */
function valuesOf(input: TUpdateAssetRequest): AssetValues {
  const values: AssetValues = {};
  const set = <K extends keyof AssetValues>(key: K, value: AssetValues[K] | undefined) => {
    if (value !== undefined) values[key] = value;
  };
  set('name', input.name);
  set('categoryId', input.category_id);
  set('buildingId', input.building_id);
  set('locationId', input.location_id);
  set('parentAssetId', input.parent_asset_id);
  set('make', input.make);
  set('model', input.model);
  set('serialNumber', input.serial_number);
  set('status', input.status);
  set('criticality', input.criticality);
  set('installDate', input.install_date);
  set('warrantyExpiry', input.warranty_expiry);
  set('purchaseDate', input.purchase_date);
  set('expectedLifeYears', input.expected_life_years);
  if (input.cost !== undefined) {
    values.costCents = input.cost === null ? null : Math.round(input.cost * 100);
  }
  set('currency', input.currency);
  set('supplierContractorId', input.supplier_contractor_id);
  set('supplierName', input.supplier_name);
  set('notes', input.notes);
  return values;
}

/** A cost needs its currency (the currency may be set without a cost). */
function checkCost(costCents: number | null | undefined, currency: string | null | undefined) {
  if (costCents !== null && costCents !== undefined && !currency) {
    throw new ValidationError({ currency: [ASSET_MESSAGES.currencyRequired] });
  }
}

function referencesOf(row: Pick<AssetRow, keyof AssetReferences>): AssetReferences {
  return {
    categoryId: row.categoryId,
    buildingId: row.buildingId ?? '',
    locationId: row.locationId,
    parentAssetId: row.parentAssetId,
    supplierContractorId: row.supplierContractorId,
  };
}

function codeTakenError(): ValidationError {
  return new ValidationError({ code: [ASSET_MESSAGES.codeTaken] });
}

export async function createAsset(
  deps: AssetsDeps,
  auth: RequestAuth,
  input: TCreateAssetRequest,
): Promise<TAssetDetail> {
  const values = valuesOf(input);
  checkCost(values.costCents, values.currency);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await deps.db.transaction(async (tx) => {
        const access = await accessScopeOf(tx, auth);
        const refs = referencesOf({
          categoryId: values.categoryId ?? null,
          buildingId: input.building_id,
          locationId: values.locationId ?? null,
          parentAssetId: values.parentAssetId ?? null,
          supplierContractorId: values.supplierContractorId ?? null,
        });
        await checkReferences(tx, auth.organisationId, access, refs, {
          categoryId: true,
          buildingId: true,
          locationId: true,
          parentAssetId: true,
          supplierContractorId: true,
        });
        const definitions = await customFieldDefinitions(tx, auth.organisationId);
        const customFields = validateCustomFields(definitions, input.custom_fields ?? {});
        let code = input.code;
        if (code) {
          if (await codeTaken(tx, auth.organisationId, code)) throw codeTakenError();
        } else {
          code = await nextAssetCode(tx, auth.organisationId);
        }
        const [row] = await forOrganisation(tx, auth.organisationId).insert(assets, [
          { ...values, name: input.name, code, customFields },
        ]);
        if (!row) throw new Error('The asset was not stored');
        return getAsset(deps, auth, row.id, tx);
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A code given by the person is theirs to change; a generated one is simply retried.
      if (input.code || attempt >= CODE_ATTEMPTS) throw codeTakenError();
    }
  }
}

export async function updateAsset(
  deps: AssetsDeps,
  auth: RequestAuth,
  id: string,
  input: TUpdateAssetRequest,
): Promise<TAssetDetail> {
  return deps.db
    .transaction(async (tx) => {
      const access = await accessScopeOf(tx, auth);
      const before = await findAsset(tx, auth, id, access);
      const values = valuesOf(input);
      const buildingChanged =
        values.buildingId !== undefined && values.buildingId !== before.buildingId;
      // A location belongs to one building: moving the asset elsewhere without naming a new
      // location leaves it without one rather than in a room of another building.
      if (buildingChanged && values.locationId === undefined) values.locationId = null;
      const merged = { ...before, ...values } as AssetRow;
      const changed: ChangedReferences = {
        categoryId: values.categoryId !== undefined && values.categoryId !== before.categoryId,
        buildingId: buildingChanged,
        locationId: values.locationId !== undefined && values.locationId !== before.locationId,
        parentAssetId:
          values.parentAssetId !== undefined && values.parentAssetId !== before.parentAssetId,
        supplierContractorId:
          values.supplierContractorId !== undefined &&
          values.supplierContractorId !== before.supplierContractorId,
      };
      await checkReferences(tx, auth.organisationId, access, referencesOf(merged), changed, id);
      checkCost(merged.costCents, merged.currency);
      if (input.code !== undefined) {
        // Clearing the code asks for a generated one, as on create.
        const code = input.code ?? (await nextAssetCode(tx, auth.organisationId));
        if (code !== before.code && (await codeTaken(tx, auth.organisationId, code, id))) {
          throw codeTakenError();
        }
        values.code = code;
      }
      if (input.custom_fields !== undefined) {
        const definitions = await customFieldDefinitions(tx, auth.organisationId);
        // Keys sent replace the stored values; keys not sent keep theirs.
        values.customFields = validateCustomFields(definitions, {
          ...before.customFields,
          ...input.custom_fields,
        });
      }
      if (Object.keys(values).length > 0) {
        await forOrganisation(tx, auth.organisationId).update(assets, values, eq(assets.id, id));
      }
      return getAsset(deps, auth, id, tx);
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw codeTakenError();
      throw error;
    });
}

export async function setArchived(
  deps: AssetsDeps,
  auth: RequestAuth,
  id: string,
  archived: boolean,
): Promise<TAssetDetail> {
  return deps.db.transaction(async (tx) => {
    const before = await findAsset(tx, auth, id);
    if (Boolean(before.archivedAt) !== archived) {
      await forOrganisation(tx, auth.organisationId).update(
        assets,
        { archivedAt: archived ? new Date() : null },
        eq(assets.id, id),
      );
    }
    return getAsset(deps, auth, id, tx);
  });
}

/**
 * Why the asset may not be deleted, or undefined when it may. Components, invoices, purchase
 * orders and tickets keep it (its history matters; archiving is the way out).
 */
export async function deleteRefusal(
  executor: Executor,
  organisationId: string,
  id: string,
): Promise<TDomainErrorCode | undefined> {
  const scope = forOrganisation(executor, organisationId);
  const [components] = await executor
    .select({ total: count() })
    .from(assets)
    .where(scope.where(assets, eq(assets.parentAssetId, id)));
  if ((components?.total ?? 0) > 0) return ASSET_MESSAGES.hasComponents;
  for (const table of [invoices, purchaseOrders]) {
    const [linked] = await executor
      .select({ total: count() })
      .from(table)
      .where(scope.where(table, eq(table.assetId, id)));
    if ((linked?.total ?? 0) > 0) return ASSET_MESSAGES.hasPurchases;
  }
  const [ticketRow] = await executor
    .select({ total: count() })
    .from(tickets)
    .where(scope.where(tickets, eq(tickets.assetId, id)));
  if ((ticketRow?.total ?? 0) > 0) return ASSET_MESSAGES.hasTickets;
  return undefined;
}

/** Deletes the asset with its meters and file links; returns the file ids to remove. */
export async function deleteAssetRow(
  executor: Executor,
  auth: RequestAuth,
  id: string,
  access?: AccessScope,
): Promise<string[]> {
  await findAsset(executor, auth, id, access);
  const refusal = await deleteRefusal(executor, auth.organisationId, id);
  if (refusal) throw new AppError(refusal);
  const scope = forOrganisation(executor, auth.organisationId);
  const attached = await scope.select(assetFiles, eq(assetFiles.assetId, id));
  await scope.delete(assets, eq(assets.id, id));
  return attached.map((row) => row.fileId);
}

export async function deleteAsset(deps: AssetsDeps, auth: RequestAuth, id: string): Promise<void> {
  const fileIds = await deps.db.transaction((tx) => deleteAssetRow(tx, auth, id));
  for (const fileId of fileIds) await deps.files.remove(auth.organisationId, fileId);
}
