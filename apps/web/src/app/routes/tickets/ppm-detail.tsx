/** One PPM task. */
import { useParams } from 'react-router';
import { TicketPage } from '@/features/tickets';
import { usePageTrail } from '../use-page-trail.ts';

export function Component() {
  const { id = '' } = useParams();
  const { title, breadcrumbs } = usePageTrail();
  return (
    <TicketPage
      key={id}
      kind="ppm"
      id={id}
      parentCrumbs={breadcrumbs.slice(0, -1)}
      fallbackTitle={title ?? ''}
    />
  );
}
