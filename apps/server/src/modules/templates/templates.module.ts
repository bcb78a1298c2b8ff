/** Checklist templates: the library, drafts and versions, categories and the starter library. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { templateCatalogueRoutes } from './template-catalogue.routes.ts';
import { templateRoutes } from './templates.routes.ts';
import type { TemplatesDeps } from './templates.shared.ts';

export const templatesModule: FastifyPluginAsyncZod = async (app) => {
  const deps: TemplatesDeps = { db: app.db };
  await app.register(templateRoutes, { deps });
  await app.register(templateCatalogueRoutes, { deps });
};
