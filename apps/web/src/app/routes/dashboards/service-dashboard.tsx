/** /dashboards/crm: the service dashboard, where a signed-in user lands. */
import { DashboardPage } from '@/features/dashboards';
import { usePageTrail } from '../use-page-trail.ts';

export function Component() {
  const { title, breadcrumbs } = usePageTrail();
  return <DashboardPage title={title ?? ''} breadcrumbs={breadcrumbs} />;
}
