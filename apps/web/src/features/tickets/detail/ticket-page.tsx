/** /reactive-tickets/{id} and /general-tickets/{id}: one ticket. OWNER: detail helper. */
import type { TTicketKind } from '@mainstay/contracts';
import { EmptyState } from '@/components/feedback';
import type { BreadcrumbItem } from '@/components/layout';

export interface TicketPageProps {
  kind: TTicketKind;
  id: string;
  parentCrumbs: BreadcrumbItem[];
  fallbackTitle: string;
}

export function TicketPage({ fallbackTitle }: TicketPageProps) {
  return <EmptyState title={fallbackTitle} />;
}
