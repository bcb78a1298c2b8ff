/** /my-jobs/jobs: the technician's queue. */
import { MyJobsPage } from '@/features/my-jobs';
import { usePageTrail } from '../use-page-trail.ts';

export function Component() {
  const { title, breadcrumbs } = usePageTrail();
  return <MyJobsPage title={title ?? ''} breadcrumbs={breadcrumbs} />;
}
