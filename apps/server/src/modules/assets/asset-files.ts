/**
 * Photos (images only, scaled down) and documents (manuals, certificates, with a title) of an
 * asset. The file service checks an upload by its content; removing one removes its file.
 */
import { ASSET_MESSAGES, ZAssetDocumentFields, type TAssetFile } from '@mainstay/contracts';
import { and, eq } from 'drizzle-orm';
import { assetFiles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import type { Upload } from '../../plugins/files.ts';
import { checkUploadFields } from '../files/index.ts';
import { findAsset, type AssetsDeps } from './assets.shared.ts';

export type AssetFileKind = 'photo' | 'document';

/** The document's title checked with the contract; a photo's title is optional. */
function titleOf(kind: AssetFileKind, upload: Upload): string {
  if (kind === 'photo') return (upload.fields.title ?? '').trim().slice(0, 160);
  return checkUploadFields(ZAssetDocumentFields, upload.fields).title;
}

export async function addAssetFile(
  deps: AssetsDeps,
  auth: RequestAuth,
  assetId: string,
  kind: AssetFileKind,
  readUpload: () => Promise<Upload>,
): Promise<TAssetFile> {
  await findAsset(deps.db, auth, assetId);
  const upload = await readUpload();
  const title = titleOf(kind, upload);
  return deps.files.saveFor(auth, kind, upload, (file) =>
    deps.db.transaction(async (tx) => {
      // The asset may have gone while the file was stored.
      await findAsset(tx, auth, assetId);
      const [row] = await forOrganisation(tx, auth.organisationId).insert(assetFiles, [
        { assetId, fileId: file.id, kind, title },
      ]);
      if (!row) throw new Error('The file link was not stored');
      return { file: deps.files.link(file), title, created_at: row.createdAt.toISOString() };
    }),
  );
}

export async function removeAssetFile(
  deps: AssetsDeps,
  auth: RequestAuth,
  assetId: string,
  fileId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await findAsset(tx, auth, assetId);
    const [row] = await forOrganisation(tx, auth.organisationId).delete(
      assetFiles,
      and(eq(assetFiles.assetId, assetId), eq(assetFiles.fileId, fileId)),
    );
    if (!row) throw new AppError(ASSET_MESSAGES.fileNotFound);
  });
  await deps.files.remove(auth.organisationId, fileId);
}
