/** Assets under /v1/assets: list, detail, create, change, archive, delete and bulk actions. */
import {
  ZAssetBulkRequest,
  ZAssetBulkResponse,
  ZAssetDetail,
  ZAssetListQuery,
  ZAssetListResponse,
  ZAssetParams,
  ZCreateAssetRequest,
  ZUpdateAssetRequest,
} from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../lib/route-schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import { bulkAssets } from './asset-bulk.ts';
import {
  createAsset,
  deleteAsset,
  getAsset,
  listAssetsFor,
  setArchived,
  updateAsset,
} from './assets.service.ts';
import type { AssetsDeps } from './assets.shared.ts';

const ERRORS = { ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404, 422) };
const TAGS = ['assets'];

export const assetRoutes: FastifyPluginAsyncZod<{ deps: AssetsDeps }> = async (app, { deps }) => {
  app.get(
    '/assets',
    {
      config: { permission: { action: 'read', subject: 'assets' } },
      schema: {
        tags: TAGS,
        summary: 'Assets, a page at a time, with search, filters and sorting',
        description:
          'A user limited to some buildings sees only the assets in them. `location_id` also ' +
          'matches the locations under it; `status` takes several values separated by commas.',
        querystring: ZAssetListQuery,
        response: { 200: ZAssetListResponse, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request) => listAssetsFor(deps, authOf(request), request.query),
  );

  app.post(
    '/assets',
    {
      config: { permission: { action: 'add', subject: 'assets' } },
      schema: {
        tags: TAGS,
        summary: 'Create an asset (the code is generated when left empty)',
        body: ZCreateAssetRequest,
        response: { 201: ZAssetDetail, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createAsset(deps, authOf(request), request.body)),
  );

  app.post(
    '/assets/bulk',
    {
      config: { permission: { action: 'write', subject: 'assets' } },
      schema: {
        tags: TAGS,
        summary: 'Change the status of, move, archive or delete several assets',
        description:
          'Each asset is handled on its own; `results` says which were refused and why. ' +
          'Deleting needs the manage permission.',
        body: ZAssetBulkRequest,
        response: { 200: ZAssetBulkResponse, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request) => bulkAssets(deps, authOf(request), request.body),
  );

  app.get(
    '/assets/:id',
    {
      config: { permission: { action: 'read', subject: 'assets' } },
      schema: {
        tags: TAGS,
        summary: 'An asset with its custom fields, photos, documents, meters and supplier',
        params: ZAssetParams,
        response: { 200: ZAssetDetail, ...ERRORS },
      },
    },
    async (request) => getAsset(deps, authOf(request), request.params.id),
  );

  app.patch(
    '/assets/:id',
    {
      config: { permission: { action: 'write', subject: 'assets' } },
      schema: {
        tags: TAGS,
        summary: 'Change an asset',
        description:
          'Moving to another building without a `location_id` clears the location. ' +
          '`custom_fields` keys sent replace their values; others are kept.',
        params: ZAssetParams,
        body: ZUpdateAssetRequest,
        response: { 200: ZAssetDetail, ...ERRORS },
      },
    },
    async (request) => updateAsset(deps, authOf(request), request.params.id, request.body),
  );

  for (const archived of [true, false]) {
    app.post(
      `/assets/:id/${archived ? 'archive' : 'unarchive'}`,
      {
        config: { permission: { action: 'write', subject: 'assets' } },
        schema: {
          tags: TAGS,
          summary: archived
            ? 'Archive an asset (it leaves the lists but keeps its history)'
            : 'Bring an archived asset back',
          params: ZAssetParams,
          response: { 200: ZAssetDetail, ...ERRORS },
        },
      },
      async (request) => setArchived(deps, authOf(request), request.params.id, archived),
    );
  }

  app.delete(
    '/assets/:id',
    {
      config: { permission: { action: 'manage', subject: 'assets' } },
      schema: {
        tags: TAGS,
        summary: 'Delete an asset',
        description:
          'Refused (409, with the reason) while it has components, invoices or purchase orders; ' +
          'archive it instead.',
        params: ZAssetParams,
        response: { 204: z.null().describe('Deleted'), ...ERRORS, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      await deleteAsset(deps, authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
