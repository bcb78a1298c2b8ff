/** The public feedback page of a general ticket (from the completion e-mail). */
import { TicketFeedbackPage } from '@/features/ticket-feedback';
import { usePageTrail } from '../use-page-trail.ts';

export function Component() {
  const { title } = usePageTrail();
  return <TicketFeedbackPage kind="general" mode="feedback" title={title ?? ''} />;
}
