/**
 * Templates under /v1/templates: the library list, one template, its draft, publishing, its
 * versions, duplicates and the JSON file (export and import). Handlers only: method, path,
 * schemas and access come from the endpoint table.
 */
import { templateEndpoints as e } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { answerWithinWork } from '../../plugins/idempotency.ts';
import { duplicateTemplate, importTemplate, sendTemplateFile } from './template-files.service.ts';
import {
  createTemplate,
  deleteTemplate,
  discardDraft,
  getTemplate,
  getTemplateVersion,
  listTemplates,
  publishTemplate,
  saveDraft,
  updateTemplate,
} from './templates.service.ts';
import type { TemplatesDeps } from './templates.shared.ts';

export const templateRoutes: FastifyPluginAsyncZod<{ deps: TemplatesDeps }> = async (
  app,
  { deps },
) => {
  route(app, e.list, async (request) => listTemplates(deps, authOf(request), request.query));
  route(app, e.create, async (request, reply) =>
    createTemplate(deps, authOf(request), request.body, answerWithinWork(request, reply)),
  );
  route(app, e.get, async (request) => getTemplate(deps, authOf(request), request.params.id));
  route(app, e.update, async (request) =>
    updateTemplate(deps, authOf(request), request.params.id, request.body),
  );
  route(app, e.remove, async (request) => {
    await deleteTemplate(deps, authOf(request), request.params.id);
  });
  route(app, e.saveDraft, async (request) =>
    saveDraft(deps, authOf(request), request.params.id, request.body),
  );
  route(app, e.discardDraft, async (request) =>
    discardDraft(deps, authOf(request), request.params.id),
  );
  route(app, e.publish, async (request) =>
    publishTemplate(deps, authOf(request), request.params.id, request.body.note),
  );
  route(app, e.getVersion, async (request) =>
    getTemplateVersion(deps, authOf(request), request.params.id, request.params.version),
  );
  route(app, e.duplicate, async (request, reply) =>
    duplicateTemplate(
      deps,
      authOf(request),
      request.params.id,
      request.body,
      answerWithinWork(request, reply),
    ),
  );
  route(app, e.exportFile, async (request, reply) =>
    sendTemplateFile(deps, authOf(request), request.params.id, reply),
  );
  route(app, e.importFile, async (request, reply) =>
    importTemplate(deps, authOf(request), request.body, answerWithinWork(request, reply)),
  );
};
