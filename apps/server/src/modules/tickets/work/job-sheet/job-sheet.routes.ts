/** GET /:id/job-sheet.pdf: the printable record of a completed (or closed) ticket. */
import { ZJobSheetQuery, ZTicketParams } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../../../lib/route-schemas.ts';
import { authOf } from '../../../../plugins/auth.ts';
import { readAccess, type WorkContext } from '../work.shared.ts';
import { jobSheet } from './job-sheet.service.ts';

export const jobSheetRoutes: FastifyPluginAsyncZod<WorkContext> = async (app, context) => {
  const { kind } = context;
  app.get(
    '/:id/job-sheet.pdf',
    {
      config: readAccess(kind),
      schema: {
        tags: [`${kind} tickets`],
        summary: 'The job sheet of a completed or closed ticket, as a PDF (en, fr or ar)',
        description:
          'Branding, details, status history, completion notes, time, parts, purchase orders ' +
          'and invoices, costs, up to six photos and the signatures. Any other status: 409.',
        params: ZTicketParams,
        querystring: ZJobSheetQuery,
        produces: ['application/pdf'],
        response: { ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404, 409, 422) },
      },
    },
    async (request, reply) => {
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
    },
  );
};
