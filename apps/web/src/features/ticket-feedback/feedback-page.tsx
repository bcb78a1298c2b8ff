/** Public feedback and reopen pages of a completed ticket. OWNER: my-jobs helper. */
import type { TTicketKind } from '@mainstay/contracts';
import { EmptyState } from '@/components/feedback';

export interface TicketFeedbackPageProps {
  kind: TTicketKind;
  mode: 'feedback' | 'reopen';
  title: string;
}

export function TicketFeedbackPage({ title }: TicketFeedbackPageProps) {
  return <EmptyState title={title} />;
}
