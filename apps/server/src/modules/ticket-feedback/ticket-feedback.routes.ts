/**
 * /v1/public/ticket-feedback and /v1/public/ticket-reopen: the reporter's pages behind the signed
 * link of the completion e-mail. No sign-in; the token is the only credential, so the routes are
 * rate-limited per client address like the sign-in routes.
 */
import { publicTicketEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { worded } from '../../plugins/language.ts';

import type { TicketsDeps } from '../tickets/index.ts';
import { giveFeedback, publicTicketView, ticketOfToken } from './public-ticket.service.ts';
import { reopenFromLink } from './public-reopen.service.ts';

const MINUTE = 60_000;
/** Enough for a person on a shared connection; far too few to guess a signature. */
const READ_LIMIT = { max: 60, timeWindow: MINUTE };
const WRITE_LIMIT = { max: 20, timeWindow: MINUTE };

export const ticketFeedbackRoutes: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (
  app,
  { deps },
) => {
  route(
    app,
    publicTicketEndpoints.publicTicket,
    async (request) => {
      const now = new Date();
      const linked = await ticketOfToken(deps.db, deps, request.query.t, now);
      return publicTicketView(deps.db, deps, linked, now);
    },
    { rateLimit: READ_LIMIT },
  );

  route(
    app,
    publicTicketEndpoints.sendFeedback,
    async (request) =>
      worded(
        request,
        await deps.db.transaction((tx) => giveFeedback(tx, deps, request.body, new Date())),
      ),
    { rateLimit: WRITE_LIMIT },
  );

  route(
    app,
    publicTicketEndpoints.reopenTicket,
    async (request) =>
      worded(
        request,
        await deps.db.transaction((tx) => reopenFromLink(tx, deps, request.body, new Date())),
      ),
    { rateLimit: WRITE_LIMIT },
  );
};
