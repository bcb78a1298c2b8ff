/** /ppm-tasks/schedules: the planned maintenance schedules. */
import { SchedulesPage } from '@/features/ppm';
import { usePageTrail } from '../use-page-trail.ts';

export function Component() {
  const { title, breadcrumbs } = usePageTrail();
  return <SchedulesPage title={title ?? ''} breadcrumbs={breadcrumbs} />;
}
