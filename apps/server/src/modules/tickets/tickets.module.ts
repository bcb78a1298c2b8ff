/**
 * Tickets: both kinds share every handler, mounted under their own prefix so each route carries
 * the kind's permission subject (/v1/reactive-tickets: 'reactive task'; /v1/general-tickets:
 * 'general tickets'). My Jobs and saved views are global.
 */
import { TICKET_KIND_VALUES } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myJobsRoutes } from './core/my-jobs.routes.ts';
import { ticketRoutes } from './core/ticket.routes.ts';
import { KIND_PATH, type TicketsDeps } from './tickets.shared.ts';
import { ticketWorkRoutes } from './work/work.routes.ts';

export const ticketsModule: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (
  app,
  { deps },
) => {
  for (const kind of TICKET_KIND_VALUES) {
    const prefix = `/${KIND_PATH[kind]}`;
    await app.register(ticketRoutes, { prefix, deps, kind });
    await app.register(ticketWorkRoutes, { prefix, deps, kind });
  }
  await app.register(myJobsRoutes, { deps });
};
