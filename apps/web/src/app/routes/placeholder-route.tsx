/** Route module for pages still being prepared: real title and breadcrumbs, one shared chunk. */
import { PlaceholderPage } from '@/features/misc';
import { useRouteMeta } from '@/lib/route-meta.ts';
import { usePageTrail } from './use-page-trail.ts';

export function Component() {
  const { title, breadcrumbs } = usePageTrail();
  const { layout } = useRouteMeta();
  return (
    <PlaceholderPage title={title ?? ''} breadcrumbs={breadcrumbs} inset={layout === 'blank'} />
  );
}
