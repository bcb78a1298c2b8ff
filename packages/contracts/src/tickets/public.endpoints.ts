/**
 * The reporter's public pages: a ticket seen through an e-mailed token, feedback and reopening.
 */
import { defineEndpoint } from '../endpoints/define.ts';
import {
  ZPublicFeedbackRequest,
  ZPublicReopenRequest,
  ZPublicTicket,
  ZPublicTicketQuery,
  ZPublicTicketResult,
} from './public.ts';

export const publicTicketEndpoints = {
  publicTicket: defineEndpoint({
    method: 'GET',
    path: '/v1/public/ticket-feedback',
    query: ZPublicTicketQuery,
    responses: { 200: ZPublicTicket },
    errors: [400, 410, 422, 429],
    access: { public: true },
    tags: ['ticket feedback'],
    summary: "The ticket behind a reporter's link: summary, feedback given, what is allowed",
    description:
      '400 for a link that was tampered with; 410 once it expired or the ticket was reopened.',
  }),
  sendFeedback: defineEndpoint({
    method: 'POST',
    path: '/v1/public/ticket-feedback',
    body: ZPublicFeedbackRequest,
    responses: { 200: ZPublicTicketResult },
    errors: [400, 409, 410, 422, 429],
    access: { public: true },
    tags: ['ticket feedback'],
    summary: 'Rate the work on a completed ticket (once per ticket: 409 after)',
  }),
  reopenTicket: defineEndpoint({
    method: 'POST',
    path: '/v1/public/ticket-reopen',
    body: ZPublicReopenRequest,
    responses: { 200: ZPublicTicketResult },
    errors: [400, 409, 410, 422, 429],
    access: { public: true },
    tags: ['ticket feedback'],
    summary: "Reopen a completed ticket within the organisation's reopen window (409 after)",
    description: 'The ticket goes back to the team as reopened, with the reason in its timeline.',
  }),
};
