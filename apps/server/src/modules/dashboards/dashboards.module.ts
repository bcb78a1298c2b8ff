/**
 * Dashboards module: the service dashboard (figures over the tickets the caller may see) and the
 * layouts of the configurable dashboard.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TicketsDeps } from '../tickets/index.ts';
import { dashboardRoutes } from './dashboards.routes.ts';
import { dashboardRollupJob } from './rollups/rollup.job.ts';

export const dashboardsModule: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (
  app,
  { deps },
) => {
  if (app.hasDecorator('queue')) {
    await app.queue.define(dashboardRollupJob);
    // Once per start (where schedules run), so a new server's dashboards are fast at once.
    if (app.queue.schedules) {
      await app.queue.send('dashboards.rollup', {}, { singletonKey: 'dashboards.rollup' });
    }
  }
  await app.register(dashboardRoutes, { db: deps.db });
};
