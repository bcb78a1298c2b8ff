/** The reporter loop: public feedback and reopen pages behind the completion e-mail's links. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TicketsDeps } from '../tickets/tickets.shared.ts';
import { ticketFeedbackRoutes } from './ticket-feedback.routes.ts';

export const ticketFeedbackModule: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (
  app,
  { deps },
) => {
  await app.register(ticketFeedbackRoutes, { deps });
};
