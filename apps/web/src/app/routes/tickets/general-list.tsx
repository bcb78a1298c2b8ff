/** The general ticket list. */
import { TicketsPage } from '@/features/tickets';
import { usePageTrail } from '../use-page-trail.ts';

export function Component() {
  const { title, breadcrumbs } = usePageTrail();
  return <TicketsPage key="general" kind="general" title={title ?? ''} breadcrumbs={breadcrumbs} />;
}
