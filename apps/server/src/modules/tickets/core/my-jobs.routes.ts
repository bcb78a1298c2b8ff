/** /v1/my-jobs and /v1/saved-views. OWNER: core helper. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TicketsDeps } from '../tickets.shared.ts';

export const myJobsRoutes: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (app, { deps }) => {
  void app;
  void deps;
};
