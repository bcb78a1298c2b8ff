/** One general ticket. */
import { TicketDetailRoute } from './ticket-detail-route.tsx';

export function Component() {
  return <TicketDetailRoute kind="general" />;
}
