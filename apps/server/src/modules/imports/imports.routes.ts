/** Imports of buildings, locations and assets (under /v1/imports). */
import {
  ZImportIdParams,
  ZImportJob,
  ZImportList,
  ZImportListQuery,
  ZImportUpload,
  ZValidateImportRequest,
} from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../lib/route-schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import { readUpload } from '../../plugins/files.ts';
import { contentDisposition } from './export.ts';
import {
  createImport,
  getImport,
  importableEntities,
  importReport,
  listImports,
  runImport,
  validateImport,
  type ImportsDeps,
} from './imports.service.ts';

const ERRORS = { ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404, 422) };
const PERMISSION_NOTE =
  'Needs (add, buildings|locations|assets) for the kind of rows imported; a user limited to ' +
  'some buildings can import rows of those buildings only (the others are rejected with a reason).';

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

  app.post(
    '/imports',
    {
      schema: {
        tags: ['imports'],
        summary: 'Upload a CSV or XLSX file to import (multipart/form-data)',
        description:
          'Fields: `entity` (buildings, locations or assets) and `file` (.csv in UTF-8, comma or ' +
          'semicolon separated, or .xlsx whose first sheet is read; checked by content). Answers ' +
          'the job with the headers, the first 5 rows, the suggested mapping (the one remembered ' +
          'for this kind of import first) and the fields with their required flags. ' +
          PERMISSION_NOTE,
        consumes: ['multipart/form-data'],
        response: { 201: ZImportUpload, ...ERRORS, ...errorResponses(413, 415) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createImport(deps, authOf(request), () => readUpload(request))),
  );

  app.get(
    '/imports',
    {
      schema: {
        tags: ['imports'],
        summary: 'Recent imports, newest first',
        description: PERMISSION_NOTE,
        querystring: ZImportListQuery,
        response: { 200: ZImportList, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request) => listImports(deps, authOf(request), request.query),
  );

  app.get(
    '/imports/:id',
    {
      schema: {
        tags: ['imports'],
        summary: 'An import: status, progress, counts and the first rejected rows',
        description: PERMISSION_NOTE,
        params: ZImportIdParams,
        response: { 200: ZImportJob, ...ERRORS },
      },
    },
    async (request) => getImport(deps, authOf(request), request.params.id),
  );

  app.post(
    '/imports/:id/validate',
    {
      schema: {
        tags: ['imports'],
        summary: 'Save the column mapping (remembered for next time) and check every row',
        description:
          'Runs in the background: follow it with GET /imports/{id} until the status is ' +
          '`validated`. `all_or_nothing` imports nothing if any row is rejected; `valid_rows` ' +
          'imports the others. ' +
          PERMISSION_NOTE,
        params: ZImportIdParams,
        body: ZValidateImportRequest,
        response: { 202: ZImportJob, ...ERRORS, ...errorResponses(409) },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(await validateImport(deps, authOf(request), request.params.id, request.body)),
  );

  app.post(
    '/imports/:id/run',
    {
      schema: {
        tags: ['imports'],
        summary: 'Import the checked rows',
        description:
          'Runs in the background in one transaction: follow it with GET /imports/{id} until ' +
          'the status is `completed` or `failed`. ' +
          PERMISSION_NOTE,
        params: ZImportIdParams,
        response: { 202: ZImportJob, ...ERRORS, ...errorResponses(409) },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await runImport(deps, authOf(request), request.params.id)),
  );

  app.get(
    '/imports/:id/report',
    {
      schema: {
        tags: ['imports'],
        summary: 'The rejected rows as CSV: row number, original values and the reasons',
        description: `Available once the file has been checked. ${PERMISSION_NOTE}`,
        params: ZImportIdParams,
        produces: ['text/csv'],
        response: ERRORS,
      },
    },
    async (request, reply) => {
      const { filename, data } = await importReport(deps, authOf(request), request.params.id);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', contentDisposition(filename, 'csv'))
          .header('cache-control', 'no-store')
          // Bytes go out as they are; the typed reply only knows the JSON bodies.
          .send(data as never)
      );
    },
  );
};
