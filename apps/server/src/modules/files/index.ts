/**
 * Stored files: the store (disk or S3) and the service behind uploads and signed links. No
 * routes of its own: plugins/files.ts serves them.
 * The public entry of this module: other modules, the seed and app.ts import only from here.
 */
export { detectContentType } from './content-type.ts';
export { fileStoreFor, memoryFileStore } from './file-store.ts';
export type { FileStore } from './file-store.ts';
export { createFilesService, IMAGE_PIXEL_LIMIT, loadLinkSecret } from './files.service.ts';
export type { FileLink, FilesService } from './files.service.ts';
export { readingAs } from './link-reader.ts';
export { storedImage } from './stored-image.ts';
export type { ImageBox } from './stored-image.ts';
export { checkUploadFields } from './upload-fields.ts';
