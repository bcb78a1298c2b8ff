/** tickets module: registers its routes (filled in by its owner). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TicketsDeps } from '../tickets/tickets.shared.ts';

export const ticketsModule: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (
  app,
  { deps },
) => {
  void app;
  void deps;
};
