/** /my-jobs/jobs: the technician's queue. OWNER: my-jobs helper. */
import { EmptyState } from '@/components/feedback';
import type { BreadcrumbItem } from '@/components/layout';

export interface MyJobsPageProps {
  title: string;
  breadcrumbs: BreadcrumbItem[];
}

export function MyJobsPage({ title }: MyJobsPageProps) {
  return <EmptyState title={title} />;
}
