/**
 * Imports of buildings, locations and assets: upload, check, run and the report of rejected rows.
 * Signed in is enough at the route: what may be imported depends on the file, checked by the server.
 */
import { defineEndpoint, download, listEndpoint, uploadEndpoint } from '../endpoints/define.ts';
import {
  ZImportIdParams,
  ZImportJob,
  ZImportList,
  ZImportListQuery,
  ZImportUpload,
  ZValidateImportRequest,
} from './imports.ts';

export const importEndpoints = {
  uploadImport: uploadEndpoint({
    method: 'POST',
    path: '/v1/imports',
    response: ZImportUpload,
    errors: [404],
    access: { signedIn: true },
    tags: ['imports'],
    summary: 'Upload a CSV or XLSX file to import (multipart/form-data)',
    description:
      'Fields: `entity` (buildings, locations or assets) and `file` (.csv in UTF-8, comma or semicolon separated, or .xlsx whose first sheet is read; checked by content). Answers the job with the headers, the first 5 rows, the suggested mapping (the one remembered for this kind of import first) and the fields with their required flags. Needs (add, buildings|locations|assets) for the kind of rows imported; a user limited to some buildings can import rows of those buildings only (the others are rejected with a reason).',
  }),
  listImports: listEndpoint({
    path: '/v1/imports',
    query: ZImportListQuery,
    response: ZImportList,
    access: { signedIn: true },
    tags: ['imports'],
    summary: 'Recent imports, newest first',
    description:
      'Needs (add, buildings|locations|assets) for the kind of rows imported; a user limited to some buildings can import rows of those buildings only (the others are rejected with a reason).',
  }),
  getImport: defineEndpoint({
    method: 'GET',
    path: '/v1/imports/:id',
    params: ZImportIdParams,
    responses: { 200: ZImportJob },
    errors: [401, 403, 404, 422],
    access: { signedIn: true },
    tags: ['imports'],
    summary: 'An import: status, progress, counts and the first rejected rows',
    description:
      'Needs (add, buildings|locations|assets) for the kind of rows imported; a user limited to some buildings can import rows of those buildings only (the others are rejected with a reason).',
  }),
  validateImport: defineEndpoint({
    method: 'POST',
    path: '/v1/imports/:id/validate',
    params: ZImportIdParams,
    body: ZValidateImportRequest,
    responses: { 202: ZImportJob },
    errors: [401, 403, 404, 409, 422],
    access: { signedIn: true },
    tags: ['imports'],
    summary: 'Save the column mapping (remembered for next time) and check every row',
    description:
      'Runs in the background: follow it with GET /imports/{id} until the status is `validated`. `all_or_nothing` imports nothing if any row is rejected; `valid_rows` imports the others. Needs (add, buildings|locations|assets) for the kind of rows imported; a user limited to some buildings can import rows of those buildings only (the others are rejected with a reason).',
  }),
  runImport: defineEndpoint({
    method: 'POST',
    path: '/v1/imports/:id/run',
    params: ZImportIdParams,
    responses: { 202: ZImportJob },
    errors: [401, 403, 404, 409, 422],
    access: { signedIn: true },
    tags: ['imports'],
    summary: 'Import the checked rows',
    description:
      'Runs in the background in one transaction: follow it with GET /imports/{id} until the status is `completed` or `failed`. Needs (add, buildings|locations|assets) for the kind of rows imported; a user limited to some buildings can import rows of those buildings only (the others are rejected with a reason).',
  }),
  importReport: defineEndpoint({
    method: 'GET',
    path: '/v1/imports/:id/report',
    params: ZImportIdParams,
    responses: { 200: download(['text/csv']) },
    errors: [401, 403, 404, 422],
    access: { signedIn: true },
    tags: ['imports'],
    summary: 'The rejected rows as CSV: row number, original values and the reasons',
    description:
      'Available once the file has been checked. Needs (add, buildings|locations|assets) for the kind of rows imported; a user limited to some buildings can import rows of those buildings only (the others are rejected with a reason).',
  }),
};
