/** ticket-feedback module: registers its routes (filled in by its owner). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TicketsDeps } from '../tickets/tickets.shared.ts';

export const ticketFeedbackModule: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (
  app,
  { deps },
) => {
  void app;
  void deps;
};
