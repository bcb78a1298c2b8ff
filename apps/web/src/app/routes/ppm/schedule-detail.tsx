/** /ppm-tasks/schedules/{id}: one maintenance schedule. */
import { useParams } from 'react-router';
import { SchedulePage } from '@/features/ppm';
import { usePageTrail } from '../use-page-trail.ts';

export function Component() {
  const { id = '' } = useParams();
  const { title, breadcrumbs } = usePageTrail();
  return <SchedulePage key={id} id={id} title={title ?? ''} breadcrumbs={breadcrumbs} />;
}
