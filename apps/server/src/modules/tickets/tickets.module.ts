/**
 * Tickets: every kind shares every handler, registered once per kind from the kind's endpoints,
 * so each route carries the kind's path and permission subject (/v1/reactive-tickets: 'reactive
 * task'; /v1/general-tickets: 'general tickets'; /v1/ppm-tasks: 'ppm tasks'). My Jobs and saved
 * views are global.
 */
import { TICKET_KIND_VALUES } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myJobsRoutes } from './core/my-jobs.routes.ts';
import { ticketRoutes } from './core/ticket.routes.ts';
import type { TicketsDeps } from './tickets.shared.ts';
import { ticketWorkRoutes } from './work/work.routes.ts';

export const ticketsModule: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (
  app,
  { deps },
) => {
  for (const kind of TICKET_KIND_VALUES) {
    await app.register(ticketRoutes, { deps, kind });
    await app.register(ticketWorkRoutes, { deps, kind });
  }
  await app.register(myJobsRoutes, { deps });
};
