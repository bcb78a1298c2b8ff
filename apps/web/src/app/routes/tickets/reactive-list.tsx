/** The reactive ticket list. */
import { TicketsPage } from '@/features/tickets';
import { usePageTrail } from '../use-page-trail.ts';

export function Component() {
  const { title, breadcrumbs } = usePageTrail();
  return (
    <TicketsPage key="reactive" kind="reactive" title={title ?? ''} breadcrumbs={breadcrumbs} />
  );
}
