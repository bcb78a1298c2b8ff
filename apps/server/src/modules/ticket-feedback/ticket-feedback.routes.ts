/**
 * /v1/public/ticket-feedback and /v1/public/ticket-reopen: the reporter's pages behind the signed
 * link of the completion e-mail. No sign-in; the token is the only credential, so the routes are
 * rate-limited per client address like the sign-in routes.
 */
import {
  ZPublicFeedbackRequest,
  ZPublicReopenRequest,
  ZPublicTicket,
  ZPublicTicketQuery,
  ZPublicTicketResult,
} from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { TicketsDeps } from '../tickets/index.ts';
import { giveFeedback, publicTicketView, ticketOfToken } from './public-ticket.service.ts';
import { reopenFromLink } from './public-reopen.service.ts';

const MINUTE = 60_000;
/** Enough for a person on a shared connection; far too few to guess a signature. */
const READ_LIMIT = { max: 60, timeWindow: MINUTE };
const WRITE_LIMIT = { max: 20, timeWindow: MINUTE };
const LINK_ERRORS = errorResponses(400, 410, 422, 429);
const tags = ['ticket feedback'];

export const ticketFeedbackRoutes: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/public/ticket-feedback',
    {
      config: { public: true, rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: "The ticket behind a reporter's link: summary, feedback given, what is allowed",
        description:
          '400 for a link that was tampered with; 410 once it expired or the ticket was reopened.',
        querystring: ZPublicTicketQuery,
        response: { 200: ZPublicTicket, ...LINK_ERRORS },
      },
    },
    async (request) => {
      const now = new Date();
      const linked = await ticketOfToken(deps.db, deps, request.query.t, now);
      return publicTicketView(deps.db, deps, linked, now);
    },
  );

  app.post(
    '/public/ticket-feedback',
    {
      config: { public: true, rateLimit: WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Rate the work on a completed ticket (once per ticket: 409 after)',
        body: ZPublicFeedbackRequest,
        response: { 200: ZPublicTicketResult, ...LINK_ERRORS, ...errorResponses(409) },
      },
    },
    async (request) =>
      deps.db.transaction((tx) => giveFeedback(tx, deps, request.body, new Date())),
  );

  app.post(
    '/public/ticket-reopen',
    {
      config: { public: true, rateLimit: WRITE_LIMIT },
      schema: {
        tags,
        summary: "Reopen a completed ticket within the organisation's reopen window (409 after)",
        description:
          'The ticket goes back to the team as reopened, with the reason in its timeline.',
        body: ZPublicReopenRequest,
        response: { 200: ZPublicTicketResult, ...LINK_ERRORS, ...errorResponses(409) },
      },
    },
    async (request) =>
      deps.db.transaction((tx) => reopenFromLink(tx, deps, request.body, new Date())),
  );
};
