/**
 * Template categories under /v1/template-categories and the starter library under
 * /v1/template-library. Handlers only: method, path, schemas and access come from the
 * endpoint table.
 */
import { templateEndpoints as e } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { answerWithinWork } from '../../plugins/idempotency.ts';
import {
  createCategory,
  deleteCategory,
  listCategories,
  renameCategory,
} from './template-categories.service.ts';
import { addStarter, listStarters } from './template-library.service.ts';
import type { TemplatesDeps } from './templates.shared.ts';

export const templateCatalogueRoutes: FastifyPluginAsyncZod<{ deps: TemplatesDeps }> = async (
  app,
  { deps },
) => {
  route(app, e.listCategories, async (request) => listCategories(deps, authOf(request)));
  route(app, e.createCategory, async (request) =>
    createCategory(deps, authOf(request), request.body),
  );
  route(app, e.updateCategory, async (request) =>
    renameCategory(deps, authOf(request), request.params.id, request.body),
  );
  route(app, e.deleteCategory, async (request) => {
    await deleteCategory(deps, authOf(request), request.params.id);
  });
  route(app, e.listStarters, async (request) => listStarters(deps, authOf(request)));
  route(app, e.addStarter, async (request, reply) =>
    addStarter(deps, authOf(request), request.params.id, answerWithinWork(request, reply)),
  );
};
