/** /forms/forms: the list of filled and in-progress forms. */
import { FormsPage } from '@/features/forms';
import { usePageTrail } from '../use-page-trail.ts';

export function Component() {
  const { title, breadcrumbs } = usePageTrail();
  return <FormsPage title={title ?? ''} breadcrumbs={breadcrumbs} />;
}
