/** Assets under /v1/assets: list, detail, create, change, archive, delete and bulk actions. */
import { assetEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

import { authOf } from '../../plugins/auth.ts';
import { languageOf } from '../../plugins/language.ts';
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

export const assetRoutes: FastifyPluginAsyncZod<{ deps: AssetsDeps }> = async (app, { deps }) => {
  route(app, assetEndpoints.listAssets, async (request) =>
    listAssetsFor(deps, authOf(request), request.query),
  );

  route(app, assetEndpoints.createAsset, async (request) =>
    createAsset(deps, authOf(request), request.body),
  );

  route(app, assetEndpoints.bulkAssets, async (request) =>
    bulkAssets(deps, authOf(request), request.body, languageOf(request)),
  );

  route(app, assetEndpoints.getAsset, async (request) =>
    getAsset(deps, authOf(request), request.params.id),
  );

  route(app, assetEndpoints.updateAsset, async (request) =>
    updateAsset(deps, authOf(request), request.params.id, request.body),
  );

  for (const [endpoint, archived] of [
    [assetEndpoints.archiveAsset, true],
    [assetEndpoints.unarchiveAsset, false],
  ] as const) {
    route(app, endpoint, async (request) =>
      setArchived(deps, authOf(request), request.params.id, archived),
    );
  }

  route(app, assetEndpoints.deleteAsset, async (request) => {
    await deleteAsset(deps, authOf(request), request.params.id);
  });
};
