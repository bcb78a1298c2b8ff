/**
 * A stored image read back for a printed document (a job sheet's photos and signatures, the
 * organisation's logo on a report): fitted in a box and converted to what PDFKit draws (PNG or
 * JPEG). The file service hands out content only behind a signed link, so this signs one and
 * opens it at once: the same checks as any download.
 */
import type { FileRow } from '../../db/schema/index.ts';
import { IMAGE_PIXEL_LIMIT, loadSharp, type FilesService } from './files.service.ts';

export interface ImageBox {
  width: number;
  height: number;
  format: 'png' | 'jpeg';
}

async function fileBytes(service: FilesService, row: FileRow): Promise<Buffer | null> {
  try {
    const opened = await service.openLink(service.url(row));
    return opened.data;
  } catch {
    return null;
  }
}

/** The image within `box`; null when absent or unreadable (a damaged upload is left out). */
export async function storedImage(
  service: FilesService,
  row: FileRow | null | undefined,
  box: ImageBox,
): Promise<Buffer | null> {
  if (!row) return null;
  const data = await fileBytes(service, row);
  if (!data) return null;
  const sharp = await loadSharp();
  try {
    const resized = sharp(data, { limitInputPixels: IMAGE_PIXEL_LIMIT }).resize(
      box.width,
      box.height,
      { fit: 'inside' },
    );
    return await (box.format === 'png' ? resized.png() : resized.jpeg({ quality: 75 })).toBuffer();
  } catch {
    return null;
  }
}
