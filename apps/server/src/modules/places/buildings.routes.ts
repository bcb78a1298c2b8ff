/** /v1/buildings: list, detail, create, update, photo, archive, delete, bulk and summary. */
import { placeEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

import { authOf } from '../../plugins/auth.ts';
import { languageOf } from '../../plugins/language.ts';
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

export const buildingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: PlacesDeps = { db: app.db, files: app.files };

  route(app, placeEndpoints.listBuildings, async (request) =>
    listBuildings(deps, authOf(request), request.query),
  );

  route(app, placeEndpoints.createBuilding, async (request) => {
    const building = await createBuilding(deps, authOf(request), request.body);
    return building;
  });

  route(app, placeEndpoints.bulkBuildings, async (request) =>
    bulkBuildings(deps, authOf(request), request.body, languageOf(request)),
  );

  route(app, placeEndpoints.getBuilding, async (request) =>
    getBuilding(deps, authOf(request), request.params.id),
  );

  route(app, placeEndpoints.buildingSummary, async (request) =>
    buildingSummary(deps, authOf(request), request.params.id),
  );

  route(app, placeEndpoints.updateBuilding, async (request) =>
    updateBuilding(deps, authOf(request), request.params.id, request.body),
  );

  route(app, placeEndpoints.setBuildingPhoto, async (request) =>
    replaceBuildingPhoto(deps, authOf(request), request.params.id, await readUpload(request)),
  );

  route(app, placeEndpoints.deleteBuildingPhoto, async (request) =>
    removeBuildingPhoto(deps, authOf(request), request.params.id),
  );

  for (const [endpoint, archived] of [
    [placeEndpoints.archiveBuilding, true],
    [placeEndpoints.unarchiveBuilding, false],
  ] as const) {
    route(app, endpoint, async (request) =>
      setBuildingArchived(deps, authOf(request), request.params.id, archived),
    );
  }

  route(app, placeEndpoints.deleteBuilding, async (request) => {
    await deleteBuilding(deps, authOf(request), request.params.id);
  });
};
