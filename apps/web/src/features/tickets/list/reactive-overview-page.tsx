/** /reactive-tickets: the reactive work at a glance. OWNER: list helper. */
import { EmptyState } from '@/components/feedback';
import type { BreadcrumbItem } from '@/components/layout';

export interface ReactiveOverviewPageProps {
  title: string;
  breadcrumbs: BreadcrumbItem[];
}

export function ReactiveOverviewPage({ title }: ReactiveOverviewPageProps) {
  return <EmptyState title={title} />;
}
