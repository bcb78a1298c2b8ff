/** A ticket's photos and documents: upload one (multipart) or remove one. */
import { ZTicketFile, ZTicketFileParams, ZTicketParams } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../../lib/route-schemas.ts';
import { authOf } from '../../../plugins/auth.ts';
import { readUpload } from '../../../plugins/files.ts';
import { addTicketFile, removeTicketFile } from './ticket-files.ts';
import { readAccess, type WorkContext } from './work.shared.ts';

const ERRORS = { ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404, 422) };

export const fileRoutes: FastifyPluginAsyncZod<WorkContext> = async (app, context) => {
  const { kind } = context;
  const tags = [`${kind} tickets`];

  app.post(
    '/:id/files',
    {
      config: readAccess(kind),
      schema: {
        tags,
        summary: 'Attach a photo or document (multipart/form-data, one file in `file`)',
        description:
          'Images become photos (scaled down), other accepted types documents; too large: 413, ' +
          'unknown type: 415. Recorded on the timeline as an attachment (public when the ' +
          "ticket's reporter adds it). Allowed to whoever may change the ticket and its reporter.",
        consumes: ['multipart/form-data'],
        params: ZTicketParams,
        response: { 201: ZTicketFile, ...ERRORS, ...errorResponses(413, 415) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await addTicketFile(context, authOf(request), request.params.id, () =>
            readUpload(request),
          ),
        ),
  );

  app.delete(
    '/:id/files/:fileId',
    {
      config: readAccess(kind),
      schema: {
        tags,
        summary: 'Remove a file (its uploader, or someone with write on this kind)',
        params: ZTicketFileParams,
        response: { 204: z.null().describe('Removed'), ...ERRORS },
      },
    },
    async (request, reply) => {
      await removeTicketFile(context, authOf(request), request.params.id, request.params.fileId);
      return reply.code(204).send(null);
    },
  );
};
