/** /assets/{id}: one asset's page. */
import { useParams } from 'react-router';
import { AssetPage } from '@/features/assets';
import { usePageTrail } from '../use-page-trail.ts';

export function Component() {
  const { id = '' } = useParams();
  const { title, breadcrumbs } = usePageTrail();
  return (
    <AssetPage
      key={id}
      id={id}
      parentCrumbs={breadcrumbs.slice(0, -1)}
      fallbackTitle={title ?? ''}
    />
  );
}
