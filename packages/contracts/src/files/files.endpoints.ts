/**
 * A file's content behind a signed, expiring link (no token, so <img> works).
 */
import { defineEndpoint, download } from '../endpoints/define.ts';
import { ZFileContentParams, ZFileContentQuery } from './files.ts';

export const fileEndpoints = {
  fileContent: defineEndpoint({
    method: 'GET',
    path: '/v1/files/:id/content',
    params: ZFileContentParams,
    query: ZFileContentQuery,
    responses: { 200: download([], 'The file, with the content type it was stored with') },
    errors: [404, 422],
    access: { public: true },
    tags: ['files'],
    summary: 'The content of a file, through the signed link an API response gave',
  }),
};
