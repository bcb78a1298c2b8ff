/** /reports: the catalogue of reports, and one report at /reports?report=<key>. */
import { ReportsPage } from '@/features/reports';
import { usePageTrail } from '../use-page-trail.ts';

export function Component() {
  const { title, breadcrumbs } = usePageTrail();
  return <ReportsPage title={title ?? ''} breadcrumbs={breadcrumbs} />;
}
