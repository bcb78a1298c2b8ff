/** The public page of a scheduled report's unsubscribe link (from its e-mail). */
import { ReportUnsubscribePage } from '@/features/reports';
import { usePageTrail } from '../use-page-trail.ts';

export function Component() {
  const { title } = usePageTrail();
  return <ReportUnsubscribePage title={title ?? ''} />;
}
