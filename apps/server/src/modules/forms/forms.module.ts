/**
 * Forms: filled checklists. Starting one from a template (on a ticket, an asset, a location, a
 * building or on its own), saving answers, files, completing, signing, reopening, the list and
 * the export of answers. The form's PDF registers apart (formDocumentEndpoints).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formRoutes } from './forms.routes.ts';
import type { FormsDeps } from './forms.shared.ts';

export const formsModule: FastifyPluginAsyncZod<{ deps: FormsDeps }> = async (app, { deps }) => {
  await app.register(formRoutes, { deps });
};
