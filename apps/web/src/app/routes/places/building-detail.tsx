/** /buildings/{id}: one building's page. */
import { useParams } from 'react-router';
import { BuildingPage } from '@/features/places';
import { usePageTrail } from '../use-page-trail.ts';

export function Component() {
  const { id = '' } = useParams();
  const { title, breadcrumbs } = usePageTrail();
  return (
    <BuildingPage
      key={id}
      id={id}
      parentCrumbs={breadcrumbs.slice(0, -1)}
      fallbackTitle={title ?? ''}
    />
  );
}
