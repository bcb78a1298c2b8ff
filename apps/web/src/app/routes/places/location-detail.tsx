/** /locations/{id}: one location's page. */
import { useParams } from 'react-router';
import { LocationPage } from '@/features/places';
import { usePageTrail } from '../use-page-trail.ts';

export function Component() {
  const { id = '' } = useParams();
  const { title, breadcrumbs } = usePageTrail();
  return (
    <LocationPage
      key={id}
      id={id}
      parentCrumbs={breadcrumbs.slice(0, -1)}
      fallbackTitle={title ?? ''}
    />
  );
}
