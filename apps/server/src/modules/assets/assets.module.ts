/** Assets, categories, custom fields, meters, photos and documents. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assetExportRoutes } from './asset-export.routes.ts';
import { assetExtraRoutes } from './asset-extras.routes.ts';
import { assetSettingsRoutes } from './asset-settings.routes.ts';
import { assetRoutes } from './assets.routes.ts';
import type { AssetsDeps } from './assets.shared.ts';

export const assetsModule: FastifyPluginAsyncZod = async (app) => {
  const deps: AssetsDeps = { db: app.db, files: app.files };
  await app.register(assetExportRoutes, { deps });
  await app.register(assetRoutes, { deps });
  await app.register(assetExtraRoutes, { deps });
  await app.register(assetSettingsRoutes, { deps });
};
