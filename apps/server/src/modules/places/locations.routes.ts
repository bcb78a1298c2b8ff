/** /v1/locations and /v1/buildings/:id/locations/tree. */
import {
  ZCreateLocationRequest,
  ZLocation,
  ZLocationBulkRequest,
  ZLocationListQuery,
  ZLocationListResponse,
  ZLocationTreeResponse,
  ZPlaceBulkResponse,
  ZPlaceIdParams,
  ZUpdateLocationRequest,
} from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../lib/route-schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import {
  bulkLocations,
  createLocation,
  deleteLocation,
  updateLocation,
} from './locations-write.service.ts';
import { getLocation, listLocations, locationTree } from './locations.service.ts';
import type { PlacesDeps } from './places.shared.ts';

const ZDeleted = z.null().describe('Deleted');
const tags = ['locations'];
const can = (action: 'read' | 'add' | 'write' | 'manage') => ({
  permission: { action, subject: 'locations' as const },
});

export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: PlacesDeps = { db: app.db, files: app.files };

  app.get(
    '/locations',
    {
      config: can('read'),
      schema: {
        tags,
        summary: 'Locations, paginated, with building, parent, breadcrumb and counts',
        querystring: ZLocationListQuery,
        response: { 200: ZLocationListResponse, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request) => listLocations(deps, authOf(request), request.query),
  );

  app.get(
    '/buildings/:id/locations/tree',
    {
      config: can('read'),
      schema: {
        tags,
        summary: 'The whole location tree of a building, nested',
        params: ZPlaceIdParams,
        response: { 200: ZLocationTreeResponse, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404) },
      },
    },
    async (request) => locationTree(deps, authOf(request), request.params.id),
  );

  app.post(
    '/locations',
    {
      config: can('add'),
      schema: {
        tags,
        summary: 'Create a location, at the top of its building or under a parent',
        body: ZCreateLocationRequest,
        response: { 201: ZLocation, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      const location = await createLocation(deps, authOf(request), request.body);
      return reply.status(201).send(location);
    },
  );

  app.post(
    '/locations/bulk',
    {
      config: can('write'),
      schema: {
        tags,
        summary: 'Delete, move or change the type of several locations',
        description:
          'Each id answers on its own; locations with sublocations or assets are not deleted and say why. Deleting needs the manage permission.',
        body: ZLocationBulkRequest,
        response: { 200: ZPlaceBulkResponse, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request) => bulkLocations(deps, authOf(request), request.body),
  );

  app.get(
    '/locations/:id',
    {
      config: can('read'),
      schema: {
        tags,
        summary: 'One location, with its ancestors and sublocations',
        params: ZPlaceIdParams,
        response: { 200: ZLocation, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404) },
      },
    },
    async (request) => getLocation(deps, authOf(request), request.params.id),
  );

  app.patch(
    '/locations/:id',
    {
      config: can('write'),
      schema: {
        tags,
        summary: 'Change a location; a new parent or building moves its whole subtree',
        params: ZPlaceIdParams,
        body: ZUpdateLocationRequest,
        response: { 200: ZLocation, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404, 422) },
      },
    },
    async (request) => updateLocation(deps, authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/locations/:id',
    {
      config: can('manage'),
      schema: {
        tags,
        summary: 'Delete a location',
        description: 'Refused with 409 and the reason while it has sublocations or assets.',
        params: ZPlaceIdParams,
        response: { 204: ZDeleted, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      await deleteLocation(deps, authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
