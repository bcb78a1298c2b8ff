/** GET /:id/job-sheet.pdf: the printable record of a completed (or closed) ticket. */
import { ticketKindEndpoints } from '@mainstay/contracts';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../../lib/route.ts';

import { authOf } from '../../../../plugins/auth.ts';
import { type WorkContext } from '../work.shared.ts';
import { jobSheet } from './job-sheet.service.ts';

export const jobSheetRoutes: FastifyPluginAsyncZod<WorkContext> = async (app, context) => {
  const endpoints = ticketKindEndpoints[context.kind];
  route(app, endpoints.jobSheet, async (request, reply) => {
    const { filename, data } = await jobSheet(
      context,
      authOf(request),
      request.params.id,
      request.query.lang,
    );
    return (
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        // Bytes go out as they are; the typed reply only knows the JSON bodies.
        .send(data as never)
    );
  });
};
