/**
 * Dashboards module: the service dashboard (figures over the tickets the caller may see) and the
 * layouts of the configurable dashboard.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TicketsDeps } from '../tickets/index.ts';
import { dashboardRoutes } from './dashboards.routes.ts';

export const dashboardsModule: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (
  app,
  { deps },
) => {
  await app.register(dashboardRoutes, { db: deps.db });
};
