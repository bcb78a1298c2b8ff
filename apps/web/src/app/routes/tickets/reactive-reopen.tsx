/** The public reopen page of a reactive ticket (from the completion e-mail). */
import { TicketFeedbackPage } from '@/features/ticket-feedback';
import { usePageTrail } from '../use-page-trail.ts';

export function Component() {
  const { title } = usePageTrail();
  return <TicketFeedbackPage kind="reactive" mode="reopen" title={title ?? ''} />;
}
