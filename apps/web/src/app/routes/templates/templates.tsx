/** /templates/templates: the checklist template library. */
import { TemplatesPage } from '@/features/templates';
import { usePageTrail } from '../use-page-trail.ts';

export function Component() {
  const { title, breadcrumbs } = usePageTrail();
  return <TemplatesPage title={title ?? ''} breadcrumbs={breadcrumbs} />;
}
