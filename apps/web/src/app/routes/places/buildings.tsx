/** /buildings/buildings: the buildings list. */
import { BuildingsPage } from '@/features/places';
import { usePageTrail } from '../use-page-trail.ts';

export function Component() {
  const { title, breadcrumbs } = usePageTrail();
  return <BuildingsPage title={title ?? ''} breadcrumbs={breadcrumbs} />;
}
