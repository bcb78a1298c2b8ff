/** Reports module: a catalogue of reports over the tickets the caller may see, and exports. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TicketsDeps } from '../tickets/index.ts';
import { reportRoutes } from './reports.routes.ts';

export const reportsModule: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (
  app,
  { deps },
) => {
  await app.register(reportRoutes, { db: deps.db, files: deps.files });
};
