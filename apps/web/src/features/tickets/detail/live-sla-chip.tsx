/**
 * The SLA chip with its "time left" kept current: the server's `seconds_left` is a snapshot, so
 * while the clock runs the page counts down to the resolution deadline every 30 seconds.
 */
import type { TTicketSla } from '@mainstay/contracts';
import { SlaChip } from '../components/chips.tsx';
import { useNow } from './use-now.ts';

const REFRESH_MS = 30_000;
const RUNNING_STATES: readonly TTicketSla['state'][] = ['on_track', 'at_risk', 'breached'];

/** The SLA as of `now`: seconds left recomputed from the deadline while the clock runs. */
export function slaAt(sla: TTicketSla, now: number): TTicketSla {
  const running =
    RUNNING_STATES.includes(sla.state) &&
    sla.seconds_left !== null &&
    sla.resolution_due_at !== null;
  if (!running || !sla.resolution_due_at) return sla;
  const secondsLeft = Math.round((new Date(sla.resolution_due_at).getTime() - now) / 1000);
  return { ...sla, seconds_left: secondsLeft };
}

export function LiveSlaChip({ sla }: { sla: TTicketSla }) {
  const running = RUNNING_STATES.includes(sla.state) && sla.seconds_left !== null;
  const now = useNow(REFRESH_MS, running);
  return <SlaChip sla={slaAt(sla, now)} now={now} />;
}
