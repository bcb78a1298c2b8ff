/** An asset's meters and readings (/v1/assets/:id/meters) and its photos and documents. */
import { assetEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

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

export const assetExtraRoutes: FastifyPluginAsyncZod<{ deps: AssetsDeps }> = async (
  app,
  { deps },
) => {
  route(app, assetEndpoints.listMeters, async (request) =>
    listMeters(deps, authOf(request), request.params.id),
  );

  route(app, assetEndpoints.createMeter, async (request) =>
    createMeter(deps, authOf(request), request.params.id, request.body),
  );

  route(app, assetEndpoints.deleteMeter, async (request) => {
    await deleteMeter(deps, authOf(request), request.params.id, request.params.meterId);
  });

  route(app, assetEndpoints.listMeterReadings, async (request) =>
    listReadings(deps, authOf(request), request.params.id, request.params.meterId),
  );

  route(app, assetEndpoints.createMeterReading, async (request) =>
    createReading(deps, authOf(request), request.params.id, request.params.meterId, request.body),
  );

  for (const [endpoint, kind] of [
    [assetEndpoints.uploadAssetPhoto, 'photo'],
    [assetEndpoints.uploadAssetDocument, 'document'],
  ] as const) {
    route(app, endpoint, async (request) =>
      addAssetFile(deps, authOf(request), request.params.id, kind, () => readUpload(request)),
    );
  }

  route(app, assetEndpoints.deleteAssetFile, async (request) => {
    await removeAssetFile(deps, authOf(request), request.params.id, request.params.fileId);
  });
};
