/** /team/team: members, teams, contractors and leave. */
import { TeamPage } from '@/features/team';
import { usePageTrail } from '../use-page-trail.ts';

export function Component() {
  const { title, breadcrumbs } = usePageTrail();
  return <TeamPage title={title ?? ''} breadcrumbs={breadcrumbs} />;
}
