/** /locations/locations: the locations list. */
import { LocationsPage } from '@/features/places';
import { usePageTrail } from '../use-page-trail.ts';

export function Component() {
  const { title, breadcrumbs } = usePageTrail();
  return <LocationsPage title={title ?? ''} breadcrumbs={breadcrumbs} />;
}
