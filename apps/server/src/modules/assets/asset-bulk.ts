/**
 * Bulk actions on selected assets: change status, move to a building (and location), archive,
 * delete. The target is checked once; then each asset is handled in its own transaction, each
 * answering on its own (lib/bulk.ts), so one refusal (not found, has components...) does not
 * undo the others.
 */
import {
  ASSET_MESSAGES,
  type TAssetBulkRequest,
  type TAssetBulkResponse,
} from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import { eq } from 'drizzle-orm';
import { assets } from '../../db/schema/index.ts';
import { accessScopeOf } from '../../lib/access-scope.ts';
import { eachOnItsOwn } from '../../lib/bulk.ts';
import { AppError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { checkReferences } from './asset-rules.ts';
import { deleteAssetRow } from './assets.service.ts';
import { findAsset, type AssetsDeps } from './assets.shared.ts';

export async function bulkAssets(
  deps: AssetsDeps,
  auth: RequestAuth,
  input: TAssetBulkRequest,
  language: LanguageCode,
): Promise<TAssetBulkResponse> {
  if (input.action === 'delete' && !auth.ability.can('manage', 'assets')) {
    throw new AppError(ASSET_MESSAGES.bulkNotPermitted);
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

  const fileIds: string[] = [];
  const answer = await eachOnItsOwn(input.ids, language, (id) =>
    deps.db.transaction(async (tx) => {
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
      await forOrganisation(tx, auth.organisationId).update(assets, values, eq(assets.id, id));
    }),
  );
  for (const fileId of fileIds) await deps.files.remove(auth.organisationId, fileId);
  return answer;
}
