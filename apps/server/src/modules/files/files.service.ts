/**
 * The one file service: checks an upload by its content and size, resizes images (sharp),
 * stores the bytes in the file store, records the row, and makes signed, expiring links so a
 * file is served only to people the server handed a link to (members of the owning
 * organisation, through an authenticated API response). A link names the user it was handed to
 * and stops working when that user is deactivated or removed (see link-reader.ts).
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { files, instanceSettings, users, type FileRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { lazyImport } from '../../lib/lazy-import.ts';
import { detectContentType } from './content-type.ts';
import { MissingFileError, type FileStore } from './file-store.ts';
import { currentReader } from './link-reader.ts';
import { forOrganisation } from '../../lib/tenancy.ts';

/** How an upload is checked and shaped, by what it is for. */
export interface UploadRule {
  /** Accept only images (png, jpeg, webp, gif). */
  imagesOnly: boolean;
  /** Images are scaled down to fit this box (never up). */
  maxDimension?: number;
  /** Crop images to a centred square (avatars). */
  square?: boolean;
  /** Re-encode images to PNG (signatures keep transparency). */
  toPng?: boolean;
}

export const UPLOAD_RULES = {
  logo: { imagesOnly: true, maxDimension: 1024 },
  avatar: { imagesOnly: true, maxDimension: 512, square: true },
  signature: { imagesOnly: true, maxDimension: 1200, toPng: true },
  document: { imagesOnly: false, maxDimension: 2560 },
  photo: { imagesOnly: true, maxDimension: 2560 },
} as const satisfies Record<string, UploadRule>;
export type UploadPurpose = keyof typeof UPLOAD_RULES;

export interface SaveFileInput {
  organisationId: string;
  userId: string | null;
  purpose: UploadPurpose;
  filename: string;
  data: Buffer;
}

export interface FileLink {
  id: string;
  name: string;
  content_type: string;
  size: number;
  url: string;
}

/** Links stay valid for a week and change once a day, so browsers can cache them. */
const LINK_LIFETIME_SECONDS = 7 * 24 * 3600;
const DAY_SECONDS = 24 * 3600;
const SECRET_KEY = 'file_link_secret';

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** Loaded with the first image, not at start-up. */
export const loadSharp = lazyImport(async () => (await import('sharp')).default);

/**
 * The most pixels an image may have (a 48-megapixel phone photo fits): a small file can claim a
 * huge picture, and decoding it whole would take gigabytes of memory.
 */
export const IMAGE_PIXEL_LIMIT = 50_000_000;

async function shapeImage(data: Buffer, rule: UploadRule, png: boolean) {
  const sharp = await loadSharp();
  // The header alone says how large the picture is; refuse before decoding any of it.
  const { width = 0, height = 0 } = await sharp(data, { limitInputPixels: false }).metadata();
  if (width * height > IMAGE_PIXEL_LIMIT) {
    throw new AppError('IMAGE_TOO_MANY_PIXELS', {
      params: { megapixels: IMAGE_PIXEL_LIMIT / 1_000_000 },
    });
  }
  let pipeline = sharp(data, { failOn: 'error', limitInputPixels: IMAGE_PIXEL_LIMIT }).rotate();
  if (rule.maxDimension) {
    pipeline = pipeline.resize({
      width: rule.maxDimension,
      height: rule.maxDimension,
      fit: rule.square ? 'cover' : 'inside',
      withoutEnlargement: !rule.square,
    });
  }
  pipeline = png ? pipeline.png() : pipeline.webp({ quality: 85 });
  const { data: output, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { data: output, width: info.width, height: info.height };
}

export async function loadLinkSecret(executor: Executor): Promise<Buffer> {
  await executor
    .insert(instanceSettings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await executor
    .select({ value: instanceSettings.value })
    .from(instanceSettings)
    .where(eq(instanceSettings.key, SECRET_KEY));
  if (!row) throw new Error('The file link secret could not be stored');
  return Buffer.from(row.value, 'base64url');
}

export function createFilesService(options: {
  db: Executor;
  store: FileStore;
  maxBytes: number;
  secret: Buffer;
  /** Public path of the API, e.g. '/api'. */
  apiBase: string;
}) {
  const { db, store, maxBytes, secret, apiBase } = options;
  const sign = (id: string, expires: number, reader: string | undefined) =>
    createHmac('sha256', secret)
      .update(reader ? `${id}.${expires}.${reader}` : `${id}.${expires}`)
      .digest('base64url');

  const service = {
    maxBytes,

    /** Checks, shapes and stores an upload; throws 413/415/422 AppErrors a person can read. */
    async save(input: SaveFileInput, executor: Executor = db): Promise<FileRow> {
      if (input.data.length === 0) throw new AppError('FILE_EMPTY');
      if (input.data.length > maxBytes) {
        const params = { size: megabytes(input.data.length), limit: megabytes(maxBytes) };
        throw new AppError('FILE_TOO_LARGE', { params });
      }
      const rule: UploadRule = UPLOAD_RULES[input.purpose];
      const detected = detectContentType(input.data, input.filename);
      if (!detected) throw new AppError('FILE_TYPE_NOT_ACCEPTED');
      if (rule.imagesOnly && !detected.image) {
        throw new AppError('IMAGE_REQUIRED');
      }
      let data = input.data;
      let contentType = detected.mime;
      let width: number | null = null;
      let height: number | null = null;
      if (detected.image && detected.mime !== 'image/gif') {
        const png = rule.toPng === true || detected.mime === 'image/png';
        try {
          const shaped = await shapeImage(input.data, rule, png);
          ({ data, width, height } = shaped);
          contentType = png ? 'image/png' : 'image/webp';
        } catch (error) {
          if (error instanceof AppError) throw error;
          throw new AppError('IMAGE_UNREADABLE');
        }
      }
      const id = randomUUID();
      const storageKey = `${input.organisationId}/${id}`;
      await store.put(storageKey, data, contentType);
      const [row] = await executor
        .insert(files)
        .values({
          id,
          organisationId: input.organisationId,
          uploadedByUserId: input.userId,
          purpose: input.purpose,
          storageKey,
          originalName: input.filename.slice(0, 255) || 'file',
          contentType,
          sizeBytes: data.length,
          width,
          height,
        })
        .returning();
      if (!row) throw new Error('The file row was not stored');
      return row;
    },

    /**
     * Saves a caller's upload and hands its row to `record` (the transaction that notes what
     * the file belongs to); when `record` fails the file is removed again, so no file is kept
     * that nothing points at.
     */
    async saveFor<T>(
      caller: { organisationId: string; userId: string },
      purpose: UploadPurpose,
      upload: { filename: string; data: Buffer },
      record: (file: FileRow) => Promise<T>,
    ): Promise<T> {
      const { organisationId, userId } = caller;
      const { filename, data } = upload;
      const file = await service.save({ organisationId, userId, purpose, filename, data });
      try {
        return await record(file);
      } catch (error) {
        await service.remove(organisationId, file.id);
        throw error;
      }
    },

    /** The organisation's file, or 404 (another organisation's id is "not found"). */
    async find(organisationId: string, id: string, executor: Executor = db): Promise<FileRow> {
      const [row] = await executor
        .select()
        .from(files)
        .where(forOrganisation(executor, organisationId).where(files, eq(files.id, id)));
      if (!row) throw new AppError('FILE_NOT_FOUND');
      return row;
    },

    /**
     * A signed link to the file's content, valid for a week (stable within a day), for `reader`:
     * by default the user of the signed-in request being handled, if any.
     */
    url(file: Pick<FileRow, 'id'>, options: { reader?: string; now?: number } = {}): string {
      const { reader = currentReader(), now = Date.now() } = options;
      const expires =
        (Math.floor(now / 1000 / DAY_SECONDS) + 1) * DAY_SECONDS + LINK_LIFETIME_SECONDS;
      const signature = sign(file.id, expires, reader);
      const user = reader ? `&user=${reader}` : '';
      return `${apiBase}/v1/files/${file.id}/content?expires=${expires}${user}&signature=${signature}`;
    },

    link(file: Pick<FileRow, 'id' | 'originalName' | 'contentType' | 'sizeBytes'>): FileLink {
      return {
        id: file.id,
        name: file.originalName,
        content_type: file.contentType,
        size: file.sizeBytes,
        url: service.url(file),
      };
    },

    /**
     * The row and bytes behind a signed link; 404 FILE_LINK_INVALID for a bad or expired
     * signature, or when the user the link was made for is no longer active (read in the same
     * query as the file, so it costs no extra round trip).
     */
    async open(link: { id: string; expires: number; user?: string; signature: string }) {
      const { id, expires, user, signature } = link;
      const expected = Buffer.from(sign(id, expires, user));
      const given = Buffer.from(signature);
      const valid =
        expires * 1000 > Date.now() &&
        expected.length === given.length &&
        timingSafeEqual(expected, given);
      if (!valid) throw new AppError('FILE_LINK_INVALID');
      const [found] = user
        ? await db
            .select({ row: files, readerStatus: users.status })
            .from(files)
            .leftJoin(users, eq(users.id, user))
            .where(eq(files.id, id))
        : (await db.select().from(files).where(eq(files.id, id))).map((row) => ({
            row,
            readerStatus: null,
          }));
      if (!found) throw new AppError('FILE_NOT_FOUND');
      if (user && found.readerStatus !== 'active') throw new AppError('FILE_LINK_INVALID');
      const { row } = found;
      const data = await store.get(row.storageKey).catch((error: unknown) => {
        if (error instanceof MissingFileError) throw new AppError('FILE_NOT_FOUND');
        throw error;
      });
      return { row, data };
    },

    /**
     * The organisation's file and its bytes, for the server's own use (a mail attachment, a copy
     * made inside a transaction, which then passes itself as the executor).
     */
    async read(
      organisationId: string,
      id: string,
      executor: Executor = db,
    ): Promise<{ row: FileRow; data: Buffer }> {
      const row = await service.find(organisationId, id, executor);
      const data = await store.get(row.storageKey).catch((error: unknown) => {
        if (error instanceof MissingFileError) throw new AppError('FILE_NOT_FOUND');
        throw error;
      });
      return { row, data };
    },

    /** Opens a link made by `url()` (the server reading a file behind its own link). */
    openLink(url: string) {
      const { pathname, searchParams } = new URL(url, 'http://link.invalid');
      const user = searchParams.get('user');
      return service.open({
        id: /\/files\/([^/]+)\/content$/.exec(pathname)?.[1] ?? '',
        expires: Number(searchParams.get('expires')),
        ...(user ? { user } : {}),
        signature: searchParams.get('signature') ?? '',
      });
    },

    /** Removes the row and the bytes (the bytes best-effort: a leftover is harmless). */
    async remove(organisationId: string, id: string, executor: Executor = db): Promise<void> {
      const [row] = await executor
        .delete(files)
        .where(forOrganisation(executor, organisationId).where(files, eq(files.id, id)))
        .returning();
      if (row) await store.delete(row.storageKey).catch(() => {});
    },
  };
  return service;
}

export type FilesService = ReturnType<typeof createFilesService>;
