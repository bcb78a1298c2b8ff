/**
 * Photos, files and drawn signatures uploaded to a form, each for one of its photos, file or
 * signature fields (multipart: `field_key`, then `file`), then named in that field's answer. As
 * for ticket files, the form is checked before the upload is read and again in the transaction
 * that records it, and the file service checks the content: photos and signatures must be
 * images (scaled down; a signature becomes a PNG), a file may be any accepted document.
 */
import {
  FORM_SIGNATURE_FILE_KEY,
  ZTemplateFieldKey,
  type TFormFileUpload,
} from '@mainstay/contracts';
import { z } from 'zod';
import { formFiles } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import type { Upload } from '../../plugins/files.ts';
import { checkUploadFields, type FilesService } from '../files/index.ts';
import { openFormForFilling } from './form-access.ts';
import { pinnedVersion } from './form-answers.ts';
import type { FormsDeps } from './forms.shared.ts';

/** A field's key, or the form's own signature (the drawing its signer makes when signing). */
const ZFormFileFields = z.object({
  field_key: z.union([z.literal(FORM_SIGNATURE_FILE_KEY), ZTemplateFieldKey]),
});

const PURPOSE = { photos: 'photo', signature: 'signature', file: 'document' } as const;

/**
 * The upload's field, which must be one of the form's photos, file or signature fields, or the
 * form's own signature.
 */
async function purposeOf(deps: FormsDeps, auth: RequestAuth, formId: string, fieldKey: string) {
  return deps.db.transaction(async (tx) => {
    const form = await openFormForFilling(tx, auth, formId);
    if (fieldKey === FORM_SIGNATURE_FILE_KEY) return PURPOSE.signature;
    const { definition } = await pinnedVersion(tx, form);
    const field = definition.fields.find((candidate) => candidate.key === fieldKey);
    if (!field || !(field.type in PURPOSE)) throw fieldError('field_key', 'FORM_FIELD_UNKNOWN');
    return PURPOSE[field.type as keyof typeof PURPOSE];
  });
}

export async function uploadFormFile(
  deps: FormsDeps,
  auth: RequestAuth,
  formId: string,
  readUpload: () => Promise<Upload>,
): Promise<TFormFileUpload> {
  // Refused before the bytes are read when the caller may not fill the form.
  await deps.db.transaction((tx) => openFormForFilling(tx, auth, formId));
  const upload = await readUpload();
  const { field_key: fieldKey } = checkUploadFields(ZFormFileFields, upload.fields);
  const purpose = await purposeOf(deps, auth, formId, fieldKey);
  const files: FilesService = deps.files;
  return files.saveFor(auth, purpose, upload, (file) =>
    deps.db.transaction(async (tx) => {
      // The form may have been completed while the file was stored.
      await openFormForFilling(tx, auth, formId);
      await forOrganisation(tx, auth.organisationId).insert(formFiles, [
        { formId, fileId: file.id, fieldKey },
      ]);
      return { field_key: fieldKey, file: files.link(file) };
    }),
  );
}
