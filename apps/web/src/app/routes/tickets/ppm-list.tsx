/** The PPM task list (tasks made by maintenance schedules, and one-off tasks). */
import { TicketsPage } from '@/features/tickets';
import { usePageTrail } from '../use-page-trail.ts';

export function Component() {
  const { title, breadcrumbs } = usePageTrail();
  return <TicketsPage key="ppm" kind="ppm" title={title ?? ''} breadcrumbs={breadcrumbs} />;
}
