/** /v1/locations and /v1/buildings/:id/locations/tree. */
import { placeEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

import { authOf } from '../../plugins/auth.ts';
import { languageOf } from '../../plugins/language.ts';
import {
  bulkLocations,
  createLocation,
  deleteLocation,
  updateLocation,
} from './locations-write.service.ts';
import { getLocation, listLocations, locationTree } from './locations.service.ts';
import type { PlacesDeps } from './places.shared.ts';

export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: PlacesDeps = { db: app.db, files: app.files };

  route(app, placeEndpoints.listLocations, async (request) =>
    listLocations(deps, authOf(request), request.query),
  );

  route(app, placeEndpoints.locationTree, async (request) =>
    locationTree(deps, authOf(request), request.params.id),
  );

  route(app, placeEndpoints.createLocation, async (request) => {
    const location = await createLocation(deps, authOf(request), request.body);
    return location;
  });

  route(app, placeEndpoints.bulkLocations, async (request) =>
    bulkLocations(deps, authOf(request), request.body, languageOf(request)),
  );

  route(app, placeEndpoints.getLocation, async (request) =>
    getLocation(deps, authOf(request), request.params.id),
  );

  route(app, placeEndpoints.updateLocation, async (request) =>
    updateLocation(deps, authOf(request), request.params.id, request.body),
  );

  route(app, placeEndpoints.deleteLocation, async (request) => {
    await deleteLocation(deps, authOf(request), request.params.id);
  });
};
