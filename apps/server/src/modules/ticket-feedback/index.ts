/**
 * The reporter loop: feedback and reopen links sent on completion, and their public pages.
 * The public entry of this module: other modules, the seed and app.ts import only from here.
 */
export { feedbackTicketHooks, ticketFeedbackModule } from './ticket-feedback.module.ts';
