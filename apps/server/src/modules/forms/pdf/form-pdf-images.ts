/**
 * The images a printed form draws, read before drawing starts (drawing itself is synchronous):
 * the photos of its shown answers as thumbnails, and its signatures (signature fields and the
 * signing's drawing) as they are stored, fitted and converted to what PDFKit draws. The reader
 * is the organisation's files, read as the job sheet reads its photos and signatures.
 */
import { visibleFieldKeys, type TFormDetail } from '@mainstay/contracts';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { files } from '../../../db/schema/index.ts';
import { forOrganisation } from '../../../lib/tenancy.ts';
import { storedImage, type FilesService, type ImageBox } from '../../files/index.ts';
import { answerFiles } from './form-pdf-answers.ts';

/** Reads stored images by file id, fitted in `box`; an id it cannot read is left out. */
export type FormImageReader = (
  fileIds: readonly string[],
  box: ImageBox,
) => Promise<Map<string, Buffer>>;

/** The images of one form, by file id. */
export type FormImages = ReadonlyMap<string, Buffer>;

const PHOTO_BOX: ImageBox = { width: 320, height: 240, format: 'jpeg' };
const SIGNATURE_BOX: ImageBox = { width: 600, height: 240, format: 'png' };
/** Images converted at once: enough to overlap reads, few enough to bound memory. */
const AT_ONCE = 4;

/** The organisation's stored images (another organisation's file ids read as nothing). */
export function storedFormImages(
  service: FilesService,
  executor: Executor,
  organisationId: string,
): FormImageReader {
  const tenant = forOrganisation(executor, organisationId);
  return async (fileIds, box) => {
    const found = new Map<string, Buffer>();
    if (fileIds.length === 0) return found;
    const rows = await tenant.select(files, inArray(files.id, [...new Set(fileIds)]));
    for (let index = 0; index < rows.length; index += AT_ONCE) {
      const batch = rows.slice(index, index + AT_ONCE);
      const images = await Promise.all(batch.map((row) => storedImage(service, row, box)));
      batch.forEach((row, position) => {
        const image = images[position];
        if (image) found.set(row.id, image);
      });
    }
    return found;
  };
}

/** Reads every image the form shows: photos of shown answers, signature fields, the signing. */
export async function loadFormImages(
  form: TFormDetail,
  read: FormImageReader,
): Promise<FormImages> {
  const { fields } = form.definition;
  const answers = new Map(form.answers.map((answer) => [answer.field_key, answer]));
  const shown = visibleFieldKeys(
    fields,
    new Map(form.answers.map((answer) => [answer.field_key, answer.value])),
  );
  const photos: string[] = [];
  const signatures: string[] = form.signature?.file ? [form.signature.file.id] : [];
  for (const field of fields) {
    const answer = answers.get(field.key);
    if (!answer || !shown.has(field.key)) continue;
    if (field.type === 'photos') photos.push(...answerFiles(answer).map((file) => file.id));
    if (field.type === 'signature') signatures.push(...answerFiles(answer).map((file) => file.id));
  }
  const [thumbnails, drawn] = await Promise.all([
    read(photos, PHOTO_BOX),
    read(signatures, SIGNATURE_BOX),
  ]);
  return new Map([...thumbnails, ...drawn]);
}
