/** /templates/{id}: one template in the builder. */
import { useParams } from 'react-router';
import { TemplateBuilderPage } from '@/features/templates';
import { usePageTrail } from '../use-page-trail.ts';

export function Component() {
  const { id = '' } = useParams();
  const { title, breadcrumbs } = usePageTrail();
  return (
    <TemplateBuilderPage
      key={id}
      id={id}
      parentCrumbs={breadcrumbs.slice(0, -1)}
      fallbackTitle={title ?? ''}
    />
  );
}
