/** The public reopen page of a PPM task (from the completion e-mail). */
import { TicketFeedbackPage } from '@/features/ticket-feedback';
import { usePageTrail } from '../use-page-trail.ts';

export function Component() {
  const { title } = usePageTrail();
  return <TicketFeedbackPage kind="ppm" mode="reopen" title={title ?? ''} />;
}
