/**
 * Forms: filled checklists. Starting one from a template (on a ticket, an asset, a location, a
 * building or on its own), saving answers, files, completing, signing, reopening, the list and
 * the export of answers. The form's PDF registers apart (formDocumentEndpoints).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formDetailById } from './form-detail.ts';
import { formRoutes } from './forms.routes.ts';
import type { FormsDeps } from './forms.shared.ts';
import { formPdfRoutes } from './pdf/form-pdf.routes.ts';

export const formsModule: FastifyPluginAsyncZod<{ deps: FormsDeps }> = async (app, { deps }) => {
  await app.register(formRoutes, { deps });
  await app.register(formPdfRoutes, {
    deps: {
      db: deps.db,
      files: deps.files,
      // The form's words are its own; the PDF's words follow the reader's language.
      loadFormDetail: (auth, id) => formDetailById(deps.db, deps.files, auth, id),
    },
  });
};
