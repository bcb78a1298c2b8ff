/** /dashboard: the caller's own arrangement of the dashboard's widgets. */
import { MyDashboardPage } from '@/features/dashboards';
import { usePageTrail } from '../use-page-trail.ts';

export function Component() {
  const { title, breadcrumbs } = usePageTrail();
  return <MyDashboardPage title={title ?? ''} breadcrumbs={breadcrumbs} />;
}
