/**
 * Bulk actions on selected assets: change status, move to a building (and location), archive,
 * delete. The target is checked once; then each asset is handled in its own transaction, so
 * one refusal (not found, has components...) does not undo the others, and each id gets its
 * own result with the reason when refused.
 */
import {
  ASSET_MESSAGES,
  type TAssetBulkRequest,
  type TAssetBulkResponse,
} from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import { assets } from '../../db/schema/index.ts';
import { accessScopeOf } from '../../lib/access-scope.ts';
import { AppError, ForbiddenError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { checkReferences } from './asset-rules.ts';
import { deleteAssetRow } from './assets.service.ts';
import { findAsset, type AssetsDeps } from './assets.shared.ts';

export async function bulkAssets(
  deps: AssetsDeps,
  auth: RequestAuth,
  input: TAssetBulkRequest,
): Promise<TAssetBulkResponse> {
  if (input.action === 'delete' && !auth.ability.can('manage', 'assets')) {
    throw new ForbiddenError(ASSET_MESSAGES.bulkNotPermitted);
  }
  const access = await accessScopeOf(deps.db, auth);
  if (input.action === 'move') {
    await checkReferences(
      deps.db,
      auth.organisationId,
      access,
      {
        categoryId: null,
        buildingId: input.building_id ?? '',
        locationId: input.location_id ?? null,
        parentAssetId: null,
        supplierContractorId: null,
      },
      { buildingId: true, locationId: true },
    );
  }

  const results: TAssetBulkResponse['results'] = [];
  const fileIds: string[] = [];
  for (const id of [...new Set(input.ids)]) {
    try {
      await deps.db.transaction(async (tx) => {
        const scope = forOrganisation(tx, auth.organisationId);
        if (input.action === 'delete') {
          fileIds.push(...(await deleteAssetRow(tx, auth, id, access)));
          return;
        }
        await findAsset(tx, auth, id, access);
        const values =
          input.action === 'set_status'
            ? { status: input.status }
            : input.action === 'archive'
              ? { archivedAt: new Date() }
              : { buildingId: input.building_id, locationId: input.location_id ?? null };
        await scope.update(assets, values, eq(assets.id, id));
      });
      results.push({ id, ok: true, message: null });
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      results.push({ id, ok: false, message: error.message });
    }
  }
  for (const fileId of fileIds) await deps.files.remove(auth.organisationId, fileId);
  const succeeded = results.filter((result) => result.ok).length;
  return { succeeded, failed: results.length - succeeded, results };
}
