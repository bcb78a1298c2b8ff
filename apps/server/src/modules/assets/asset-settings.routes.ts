/** The organisation's asset categories and custom field definitions. */
import { assetEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

import { authOf } from '../../plugins/auth.ts';
import {
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from './asset-categories.ts';
import {
  createCustomField,
  deleteCustomField,
  listCustomFields,
  updateCustomField,
} from './asset-custom-fields.ts';
import type { AssetsDeps } from './assets.shared.ts';

export const assetSettingsRoutes: FastifyPluginAsyncZod<{ deps: AssetsDeps }> = async (
  app,
  { deps },
) => {
  route(app, assetEndpoints.listAssetCategories, async (request) =>
    listCategories(deps, authOf(request)),
  );

  route(app, assetEndpoints.createAssetCategory, async (request) =>
    createCategory(deps, authOf(request), request.body),
  );

  route(app, assetEndpoints.updateAssetCategory, async (request) =>
    updateCategory(deps, authOf(request), request.params.id, request.body),
  );

  route(app, assetEndpoints.deleteAssetCategory, async (request) => {
    await deleteCategory(deps, authOf(request), request.params.id);
  });

  route(app, assetEndpoints.listAssetCustomFields, async (request) =>
    listCustomFields(deps, authOf(request)),
  );

  route(app, assetEndpoints.createAssetCustomField, async (request) =>
    createCustomField(deps, authOf(request), request.body),
  );

  route(app, assetEndpoints.updateAssetCustomField, async (request) =>
    updateCustomField(deps, authOf(request), request.params.id, request.body),
  );

  route(app, assetEndpoints.deleteAssetCustomField, async (request) => {
    await deleteCustomField(deps, authOf(request), request.params.id);
  });
};
