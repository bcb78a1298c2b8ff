/** An asset's meters and readings (/v1/assets/:id/meters) and its photos and documents. */
import {
  ZAssetFile,
  ZAssetFileParams,
  ZAssetMeterListResponse,
  ZAssetMeterParams,
  ZAssetMeterSummary,
  ZAssetParams,
  ZCreateAssetMeterRequest,
  ZCreateMeterReadingRequest,
  ZMeterReading,
  ZMeterReadingListResponse,
} from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../lib/route-schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import { readUpload } from '../../plugins/files.ts';
import { addAssetFile, removeAssetFile } from './asset-files.ts';
import {
  createMeter,
  createReading,
  deleteMeter,
  listMeters,
  listReadings,
} from './asset-meters.ts';
import type { AssetsDeps } from './assets.shared.ts';

const ERRORS = { ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404, 422) };
const TAGS = ['assets'];
const READ = { permission: { action: 'read', subject: 'assets' } } as const;
const WRITE = { permission: { action: 'write', subject: 'assets' } } as const;
const deleted = z.null().describe('Deleted');

export const assetExtraRoutes: FastifyPluginAsyncZod<{ deps: AssetsDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/assets/:id/meters',
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: "An asset's meters, each with its last reading",
        params: ZAssetParams,
        response: { 200: ZAssetMeterListResponse, ...ERRORS },
      },
    },
    async (request) => listMeters(deps, authOf(request), request.params.id),
  );

  app.post(
    '/assets/:id/meters',
    {
      config: WRITE,
      schema: {
        tags: TAGS,
        summary: 'Add a meter (e.g. "Run hours", unit "h")',
        params: ZAssetParams,
        body: ZCreateAssetMeterRequest,
        response: { 201: ZAssetMeterSummary, ...ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createMeter(deps, authOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/assets/:id/meters/:meterId',
    {
      config: WRITE,
      schema: {
        tags: TAGS,
        summary: 'Delete a meter and its readings',
        params: ZAssetMeterParams,
        response: { 204: deleted, ...ERRORS },
      },
    },
    async (request, reply) => {
      await deleteMeter(deps, authOf(request), request.params.id, request.params.meterId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/assets/:id/meters/:meterId/readings',
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: 'The last 200 readings of a meter, oldest first (for a chart)',
        params: ZAssetMeterParams,
        response: { 200: ZMeterReadingListResponse, ...ERRORS },
      },
    },
    async (request) =>
      listReadings(deps, authOf(request), request.params.id, request.params.meterId),
  );

  app.post(
    '/assets/:id/meters/:meterId/readings',
    {
      config: WRITE,
      schema: {
        tags: TAGS,
        summary: 'Record a reading (now, or at a past time)',
        params: ZAssetMeterParams,
        body: ZCreateMeterReadingRequest,
        response: { 201: ZMeterReading, ...ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createReading(
            deps,
            authOf(request),
            request.params.id,
            request.params.meterId,
            request.body,
          ),
        ),
  );

  for (const kind of ['photo', 'document'] as const) {
    app.post(
      `/assets/:id/${kind}s`,
      {
        config: WRITE,
        schema: {
          tags: TAGS,
          summary:
            kind === 'photo'
              ? 'Upload a photo (multipart/form-data: `file`, an image)'
              : 'Upload a document (multipart/form-data: `file` and `title`)',
          description:
            kind === 'photo'
              ? 'PNG, JPEG, WebP or GIF; large images are scaled down. Optional field `title`.'
              : 'PDF, image, Word, Excel, CSV or text, checked by content; `title` is required.',
          consumes: ['multipart/form-data'],
          params: ZAssetParams,
          response: { 201: ZAssetFile, ...ERRORS, ...errorResponses(413, 415) },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await addAssetFile(deps, authOf(request), request.params.id, kind, () =>
              readUpload(request),
            ),
          ),
    );
  }

  app.delete(
    '/assets/:id/files/:fileId',
    {
      config: WRITE,
      schema: {
        tags: TAGS,
        summary: 'Remove a photo or document and its file',
        params: ZAssetFileParams,
        response: { 204: deleted, ...ERRORS },
      },
    },
    async (request, reply) => {
      await removeAssetFile(deps, authOf(request), request.params.id, request.params.fileId);
      return reply.code(204).send(null);
    },
  );
};
