/** Imports of buildings, locations and assets (under /v1/imports). */
import { importEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { AppError } from '../../lib/errors.ts';

import type { FastifyRequest } from 'fastify';
import { authOf } from '../../plugins/auth.ts';
import { readUpload } from '../../plugins/files.ts';
import { languageOf } from '../../plugins/language.ts';
import { contentDisposition } from './export.ts';
import {
  createImport,
  getImport,
  importableEntities,
  importReport,
  listImports,
  runImport,
  validateImport,
  type ImportCaller,
  type ImportsDeps,
} from './imports.service.ts';

const callerOf = (request: FastifyRequest): ImportCaller => ({
  auth: authOf(request),
  language: languageOf(request),
});

export const importsRoutes: FastifyPluginAsyncZod<{ deps: ImportsDeps }> = async (
  app,
  { deps },
) => {
  // The permission depends on what is imported (a field of the upload, or the job), so it is
  // checked in the service; here a caller who may import nothing at all is turned away early.
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    if (importableEntities(authOf(request).ability).length === 0) {
      throw new AppError('IMPORT_FORBIDDEN');
    }
  });

  route(app, importEndpoints.uploadImport, async (request) =>
    createImport(deps, callerOf(request), () => readUpload(request)),
  );

  route(app, importEndpoints.listImports, async (request) =>
    listImports(deps, callerOf(request), request.query),
  );

  route(app, importEndpoints.getImport, async (request) =>
    getImport(deps, callerOf(request), request.params.id),
  );

  route(app, importEndpoints.validateImport, async (request) =>
    validateImport(deps, callerOf(request), request.params.id, request.body),
  );

  route(app, importEndpoints.runImport, async (request) =>
    runImport(deps, callerOf(request), request.params.id),
  );

  route(app, importEndpoints.importReport, async (request, reply) => {
    const { filename, data } = await importReport(deps, callerOf(request), request.params.id);
    return (
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(filename, 'csv'))
        .header('cache-control', 'no-store')
        // Bytes go out as they are; the typed reply only knows the JSON bodies.
        .send(data as never)
    );
  });
};
