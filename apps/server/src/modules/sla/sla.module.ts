/** SLA module: policies, the working calendar and holidays (the sla.check job is in sla-check.job.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TicketsDeps } from '../tickets/tickets.shared.ts';
import { slaRoutes } from './sla.routes.ts';

export const slaModule: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (app, { deps }) => {
  await app.register(slaRoutes, { deps });
};
