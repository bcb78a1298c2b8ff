/** Buildings and locations: their routes under /v1 (the export routes share the list filters). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildingsRoutes } from './buildings.routes.ts';
import { locationsRoutes } from './locations.routes.ts';
import { placesExportRoutes } from './places-export.routes.ts';

export const placesModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(buildingsRoutes);
  await app.register(locationsRoutes);
  await app.register(placesExportRoutes);
};
