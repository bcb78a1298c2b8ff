/** /assets/assets: the asset list. */
import { AssetsPage } from '@/features/assets';
import { usePageTrail } from '../use-page-trail.ts';

export function Component() {
  const { title, breadcrumbs } = usePageTrail();
  return <AssetsPage title={title ?? ''} breadcrumbs={breadcrumbs} />;
}
