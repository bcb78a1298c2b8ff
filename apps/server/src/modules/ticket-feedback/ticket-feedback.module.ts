/** The reporter loop: public feedback and reopen pages behind the completion e-mail's links. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TicketHooks, TicketsDeps } from '../tickets/index.ts';
import { onTicketCompleted } from './completion.ts';
import { ticketFeedbackRoutes } from './ticket-feedback.routes.ts';

/** Completing a ticket e-mails its reporter the feedback and reopen links. */
export const feedbackTicketHooks: Pick<TicketHooks, 'ticketCompleted'> = {
  ticketCompleted: onTicketCompleted,
};

export const ticketFeedbackModule: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (
  app,
  { deps },
) => {
  await app.register(ticketFeedbackRoutes, { deps });
};
