/**
 * File uploads and downloads. Decorates `app.files` (the file service), accepts multipart
 * bodies on the routes that take uploads (`readUpload`), and serves a file's content behind a
 * signed, expiring link: GET /v1/files/:id/content?expires=&user=&signature= (no bearer token,
 * so <img> tags work; the link is only ever handed to members of the owning organisation). Each
 * signed-in request is handled as its user's (`readingAs`), so the links it hands out name that
 * user and stop working once they are deactivated.
 */
import multipart from '@fastify/multipart';
import { fileEndpoints } from '@mainstay/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, fieldError } from '../lib/errors.ts';
import { route } from '../lib/route.ts';
import { fileStoreFor, type FileStore } from '../modules/files/index.ts';
import {
  createFilesService,
  loadLinkSecret,
  readingAs,
  type FilesService,
} from '../modules/files/index.ts';
import type { Config } from '../config/env.ts';

declare module 'fastify' {
  interface FastifyInstance {
    files: FilesService;
  }
}

export interface FilesPluginOptions {
  config: Pick<Config, 'dataDir' | 's3' | 'filesMaxBytes' | 'apiBase'>;
  /** Tests pass a store of their own. */
  store?: FileStore;
}

export interface Upload {
  filename: string;
  data: Buffer;
  /** The text fields sent with the file. */
  fields: Record<string, string>;
}

/** The one file of a multipart request, with its fields; clear 4xx errors otherwise. */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new AppError('MULTIPART_REQUIRED');
  }
  const fields: Record<string, string> = {};
  let upload: Upload | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer().catch((error: unknown) => {
        if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
          const limit = Math.round(request.server.files.maxBytes / 104857.6) / 10;
          throw new AppError('UPLOAD_TOO_LARGE', { params: { limit } });
        }
        throw error;
      });
      if (!upload) upload = { filename: part.filename, data, fields };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (!upload || upload.data.length === 0) {
    throw fieldError('file', 'FILE_REQUIRED');
  }
  return upload;
}

export const filesPlugin = fp<FilesPluginOptions>(
  async (app, { config, store }) => {
    await app.register(multipart, {
      limits: { fileSize: config.filesMaxBytes, files: 1, fields: 20, fieldSize: 64 * 1024 },
      throwFileSizeLimit: true,
    });
    const secret = await loadLinkSecret(app.db);
    app.decorate(
      'files',
      createFilesService({
        db: app.db,
        store: store ?? fileStoreFor(config),
        maxBytes: config.filesMaxBytes,
        secret,
        apiBase: config.apiBase,
      }),
    );

    // The auth gate has run by now: the handler makes its links for the signed-in caller.
    app.addHook('preHandler', (request, _reply, done) => {
      const userId = request.auth?.userId;
      if (userId) readingAs(userId, done);
      else done();
    });

    // Mounted under API_BASE like the modules, so the entry's path is the route's.
    await app.register(
      async (api) =>
        route(api, fileEndpoints.fileContent, async (request, reply) => {
          const { id } = request.params;
          const { expires, user, signature } = request.query;
          const { row, data } = await app.files.open({
            id,
            expires,
            ...(user ? { user } : {}),
            signature,
          });
          const inline =
            row.contentType.startsWith('image/') || row.contentType === 'application/pdf';
          const name = encodeURIComponent(row.originalName);
          return reply
            .header('content-type', row.contentType)
            .header('cache-control', 'private, max-age=86400')
            .header('x-content-type-options', 'nosniff')
            .header(
              'content-disposition',
              `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${name}`,
            )
            .send(data);
        }),
      { prefix: config.apiBase },
    );
  },
  { name: 'files', dependencies: ['database', 'error-handler'] },
);
