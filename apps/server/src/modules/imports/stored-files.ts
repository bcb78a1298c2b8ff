/** Reading back a stored file (the upload, the report) through the file service's signed link. */
import type { FilesService } from '../files/index.ts';

export async function readStoredFile(files: FilesService, organisationId: string, fileId: string) {
  const row = await files.find(organisationId, fileId);
  // The service hands out content only behind a signature; make one and use it at once.
  const { data } = await files.openLink(files.url(row));
  return { row, data };
}
