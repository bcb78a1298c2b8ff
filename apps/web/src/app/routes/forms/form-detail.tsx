/** /forms/{id}: one form, filled or read. */
import { useParams } from 'react-router';
import { FormPage } from '@/features/forms';
import { usePageTrail } from '../use-page-trail.ts';

export function Component() {
  const { id = '' } = useParams();
  const { title, breadcrumbs } = usePageTrail();
  return (
    <FormPage
      key={id}
      id={id}
      parentCrumbs={breadcrumbs.slice(0, -1)}
      fallbackTitle={title ?? ''}
    />
  );
}
