/** A ticket's photos and documents: upload one (multipart) or remove one. */
import { ticketKindEndpoints } from '@mainstay/contracts';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/route.ts';

import { authOf } from '../../../plugins/auth.ts';
import { readUpload } from '../../../plugins/files.ts';
import { addTicketFile, removeTicketFile } from './ticket-files.ts';
import { type WorkContext } from './work.shared.ts';

export const fileRoutes: FastifyPluginAsyncZod<WorkContext> = async (app, context) => {
  const endpoints = ticketKindEndpoints[context.kind];

  route(app, endpoints.uploadFile, async (request) =>
    addTicketFile(context, authOf(request), request.params.id, () => readUpload(request)),
  );

  route(app, endpoints.deleteFile, async (request) => {
    await removeTicketFile(context, authOf(request), request.params.id, request.params.fileId);
  });
};
