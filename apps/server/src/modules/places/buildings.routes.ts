/** /v1/buildings: list, detail, create, update, photo, archive, delete, bulk and summary. */
import {
  ZBuilding,
  ZBuildingBulkRequest,
  ZBuildingListQuery,
  ZBuildingListResponse,
  ZBuildingSummary,
  ZCreateBuildingRequest,
  ZPlaceBulkResponse,
  ZPlaceIdParams,
  ZUpdateBuildingRequest,
} from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../lib/route-schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import { readUpload } from '../../plugins/files.ts';
import {
  buildingSummary,
  bulkBuildings,
  removeBuildingPhoto,
  replaceBuildingPhoto,
} from './buildings-extra.service.ts';
import {
  createBuilding,
  deleteBuilding,
  getBuilding,
  listBuildings,
  setBuildingArchived,
  updateBuilding,
} from './buildings.service.ts';
import type { PlacesDeps } from './places.shared.ts';

const ZDeleted = z.null().describe('Deleted');
const tags = ['buildings'];
const can = (action: 'read' | 'add' | 'write' | 'manage') => ({
  permission: { action, subject: 'buildings' as const },
});

export const buildingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: PlacesDeps = { db: app.db, files: app.files };

  app.get(
    '/buildings',
    {
      config: can('read'),
      schema: {
        tags,
        summary: 'Buildings, paginated, with search, filters and counts',
        description:
          'Archived buildings are left out unless `archived=true` or `all`. A person limited to some buildings sees only those.',
        querystring: ZBuildingListQuery,
        response: { 200: ZBuildingListResponse, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request) => listBuildings(deps, authOf(request), request.query),
  );

  app.post(
    '/buildings',
    {
      config: can('add'),
      schema: {
        tags,
        summary: 'Create a building',
        body: ZCreateBuildingRequest,
        response: { 201: ZBuilding, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      const building = await createBuilding(deps, authOf(request), request.body);
      return reply.status(201).send(building);
    },
  );

  app.post(
    '/buildings/bulk',
    {
      config: can('write'),
      schema: {
        tags,
        summary: 'Change the status of, archive or delete several buildings',
        description:
          'Each id answers on its own; buildings that still hold assets are not deleted and say why. Deleting needs the manage permission.',
        body: ZBuildingBulkRequest,
        response: { 200: ZPlaceBulkResponse, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request) => bulkBuildings(deps, authOf(request), request.body),
  );

  app.get(
    '/buildings/:id',
    {
      config: can('read'),
      schema: {
        tags,
        summary: 'One building, with its photo as a signed link',
        params: ZPlaceIdParams,
        response: { 200: ZBuilding, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404) },
      },
    },
    async (request) => getBuilding(deps, authOf(request), request.params.id),
  );

  app.get(
    '/buildings/:id/summary',
    {
      config: can('read'),
      schema: {
        tags,
        summary: 'Costs this year, assets by status and open work of a building',
        params: ZPlaceIdParams,
        response: { 200: ZBuildingSummary, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404) },
      },
    },
    async (request) => buildingSummary(deps, authOf(request), request.params.id),
  );

  app.patch(
    '/buildings/:id',
    {
      config: can('write'),
      schema: {
        tags,
        summary: 'Change a building (only the fields sent)',
        params: ZPlaceIdParams,
        body: ZUpdateBuildingRequest,
        response: { 200: ZBuilding, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404, 422) },
      },
    },
    async (request) => updateBuilding(deps, authOf(request), request.params.id, request.body),
  );

  app.put(
    '/buildings/:id/photo',
    {
      config: can('write'),
      schema: {
        tags,
        summary: 'Set or replace the photo of a building',
        description: 'multipart/form-data with the image in a `file` field.',
        consumes: ['multipart/form-data'],
        params: ZPlaceIdParams,
        response: {
          200: ZBuilding,
          ...PRIVATE_ROUTE_ERRORS,
          ...errorResponses(404, 413, 415, 422),
        },
      },
    },
    async (request) =>
      replaceBuildingPhoto(deps, authOf(request), request.params.id, await readUpload(request)),
  );

  app.delete(
    '/buildings/:id/photo',
    {
      config: can('write'),
      schema: {
        tags,
        summary: 'Remove the photo of a building',
        params: ZPlaceIdParams,
        response: { 200: ZBuilding, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404) },
      },
    },
    async (request) => removeBuildingPhoto(deps, authOf(request), request.params.id),
  );

  for (const [path, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.post(
      `/buildings/:id/${path}`,
      {
        config: can('write'),
        schema: {
          tags,
          summary: archived
            ? 'Archive a building: it leaves the lists but keeps its history'
            : 'Bring an archived building back',
          params: ZPlaceIdParams,
          response: { 200: ZBuilding, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404) },
        },
      },
      async (request) => setBuildingArchived(deps, authOf(request), request.params.id, archived),
    );
  }

  app.delete(
    '/buildings/:id',
    {
      config: can('manage'),
      schema: {
        tags,
        summary: 'Delete a building and its locations',
        description: 'Refused with 409 and the reason while assets are in it; archive it instead.',
        params: ZPlaceIdParams,
        response: { 204: ZDeleted, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      await deleteBuilding(deps, authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
