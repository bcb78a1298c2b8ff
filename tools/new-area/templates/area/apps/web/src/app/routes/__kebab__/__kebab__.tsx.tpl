/** /__kebab__: the __title__ list. */
import { __Pascal__Page } from '@/features/__kebab__';
import { usePageTrail } from '../use-page-trail.ts';

export function Component() {
  const { title, breadcrumbs } = usePageTrail();
  return <__Pascal__Page title={title ?? ''} breadcrumbs={breadcrumbs} />;
}
