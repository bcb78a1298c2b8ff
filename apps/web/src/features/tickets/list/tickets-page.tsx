/** /reactive-tickets/tickets and /general-tickets/generals: the ticket list. OWNER: list helper. */
import type { TTicketKind } from '@mainstay/contracts';
import { EmptyState } from '@/components/feedback';
import type { BreadcrumbItem } from '@/components/layout';

export interface TicketsPageProps {
  kind: TTicketKind;
  title: string;
  breadcrumbs: BreadcrumbItem[];
}

export function TicketsPage({ title }: TicketsPageProps) {
  return <EmptyState title={title} />;
}
