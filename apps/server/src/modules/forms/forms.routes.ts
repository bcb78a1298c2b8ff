/** The routes of forms, each from its entry of the endpoint table (`formEndpoints`). */
import { formEndpoints as e } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { readUpload } from '../../plugins/files.ts';
import { answerWithinWork } from '../../plugins/idempotency.ts';
import { languageOf } from '../../plugins/language.ts';
import { sendExport } from '../imports/index.ts';
import { saveAnswers } from './form-answers.ts';
import { createForm } from './form-create.ts';
import { formDetailById } from './form-detail.ts';
import { formAnswersExport } from './form-export.ts';
import { uploadFormFile } from './form-files.ts';
import { completeForm, deleteForm, reopenForm } from './form-lifecycle.ts';
import { listForms } from './form-list.ts';
import { requestSignatureCode, signForm } from './form-signing.ts';
import type { FormsDeps } from './forms.shared.ts';

export const formRoutes: FastifyPluginAsyncZod<{ deps: FormsDeps }> = async (app, { deps }) => {
  route(app, e.list, async (request) => listForms(deps.db, authOf(request), request.query));

  route(app, e.exportAnswers, async (request, reply) => {
    const language = languageOf(request);
    const { filename, columns, rows } = await formAnswersExport(
      deps.db,
      authOf(request),
      request.query,
      language,
    );
    return sendExport(reply, { format: request.query.format, filename, columns, rows });
  });

  // With an Idempotency-Key the answer is stored in the form's own transaction.
  route(app, e.create, async (request, reply) =>
    createForm(deps, authOf(request), request.body, answerWithinWork(request, reply)),
  );

  route(app, e.get, async (request) =>
    formDetailById(deps.db, deps.files, authOf(request), request.params.id),
  );

  route(app, e.remove, async (request) => {
    await deleteForm(deps, authOf(request), request.params.id);
  });

  route(app, e.saveAnswers, async (request) =>
    saveAnswers(deps, authOf(request), request.params.id, request.body),
  );

  route(app, e.uploadFile, async (request) =>
    uploadFormFile(deps, authOf(request), request.params.id, () => readUpload(request)),
  );

  route(app, e.complete, async (request) => completeForm(deps, authOf(request), request.params.id));

  route(app, e.reopen, async (request) => reopenForm(deps, authOf(request), request.params.id));

  route(app, e.requestSignatureCode, async (request) =>
    requestSignatureCode(deps, authOf(request), request.params.id),
  );

  route(app, e.sign, async (request) =>
    signForm(deps, authOf(request), request.params.id, request.body),
  );
};
