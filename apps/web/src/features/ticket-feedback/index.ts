/** The public feedback and reopen pages of a completed ticket (no sign-in). */
export { TicketFeedbackPage, type TicketFeedbackPageProps } from './feedback-page.tsx';
