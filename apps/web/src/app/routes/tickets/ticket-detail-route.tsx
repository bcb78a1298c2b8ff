/** One ticket of a kind, at `/{kind base}/:id`: the page with the route's title and trail. */
import { useParams } from 'react-router';
import type { TTicketKind } from '@mainstay/contracts';
import { TicketPage } from '@/features/tickets';
import { usePageTrail } from '../use-page-trail.ts';

export function TicketDetailRoute({ kind }: { kind: TTicketKind }) {
  const { id = '' } = useParams();
  const { title, breadcrumbs } = usePageTrail();
  return (
    <TicketPage
      key={id}
      kind={kind}
      id={id}
      parentCrumbs={breadcrumbs.slice(0, -1)}
      fallbackTitle={title ?? ''}
    />
  );
}
