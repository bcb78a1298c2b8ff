/** /reactive-tickets: the reactive work at a glance. */
import { ReactiveOverviewPage } from '@/features/tickets';
import { usePageTrail } from '../use-page-trail.ts';

export function Component() {
  const { title, breadcrumbs } = usePageTrail();
  return <ReactiveOverviewPage title={title ?? ''} breadcrumbs={breadcrumbs} />;
}
