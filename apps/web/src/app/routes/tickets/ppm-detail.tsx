/** One PPM task. */
import { TicketDetailRoute } from './ticket-detail-route.tsx';

export function Component() {
  return <TicketDetailRoute kind="ppm" />;
}
