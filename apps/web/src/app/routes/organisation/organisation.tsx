/** /organisation/organisation: the organisation page (read organisation). */
import { PageHeader } from '@/components/layout/index.ts';
import { OrganisationPage } from '@/features/organisation';
import { usePageTrail } from '../use-page-trail.ts';

export function Component() {
  const { title, breadcrumbs } = usePageTrail();
  return (
    <>
      <PageHeader title={title ?? ''} breadcrumbs={breadcrumbs} />
      <OrganisationPage />
    </>
  );
}
