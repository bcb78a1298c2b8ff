/**
 * A ticket's two SLA clocks, response and resolution, read from the SLA the server sends, and
 * the one a chip shows: a breached clock wins, otherwise the nearest running clock. A chip built
 * from one clock never says "Breached: 58 min left" (the response breached, the resolution not).
 */
import type { TTicketSla } from '@mainstay/contracts';

export type SlaClockName = 'response' | 'resolution';

/**
 * running / at_risk: counting down; breached: past its deadline (or recorded so); late: the
 * response came after its deadline; met: done in time; paused: on hold; none: no such clock.
 */
export type SlaClockStatus =
  'running' | 'at_risk' | 'breached' | 'late' | 'met' | 'paused' | 'none';

export interface SlaClock {
  name: SlaClockName;
  status: SlaClockStatus;
  dueAt: string | null;
  /** Seconds to the deadline (negative when overdue; the time still owed while paused). */
  secondsLeft: number | null;
}

const secondsTo = (iso: string, now: number) => Math.round((new Date(iso).getTime() - now) / 1000);

function responseClock(sla: TTicketSla, now: number): SlaClock {
  const dueAt = sla.response_due_at;
  const clock = (status: SlaClockStatus, secondsLeft: number | null = null): SlaClock => ({
    name: 'response',
    status,
    dueAt,
    secondsLeft,
  });
  if (!dueAt || sla.state === 'none') return clock('none');
  if (sla.responded_at) return clock(sla.response_breached ? 'late' : 'met');
  if (sla.state === 'paused') return clock('paused');
  const open = sla.seconds_left !== null;
  if (sla.response_breached) return clock('breached', open ? secondsTo(dueAt, now) : null);
  if (!open) return clock('none');
  const left = secondsTo(dueAt, now);
  return clock(left < 0 ? 'breached' : 'running', left);
}

function resolutionClock(sla: TTicketSla): SlaClock {
  const clock = (status: SlaClockStatus, secondsLeft: number | null = null): SlaClock => ({
    name: 'resolution',
    status,
    dueAt: sla.resolution_due_at,
    secondsLeft,
  });
  const left = sla.seconds_left;
  switch (sla.state) {
    case 'none':
      return clock('none');
    case 'met':
      return clock('met');
    case 'paused':
      return clock('paused', sla.paused_remaining_seconds);
    default:
      if (sla.resolution_breached || (left !== null && left < 0)) return clock('breached', left);
      // On hold after the response deadline passed: breached overall, this clock paused.
      if (left === null) return clock('paused', sla.paused_remaining_seconds);
      return clock(sla.state === 'at_risk' ? 'at_risk' : 'running', left);
  }
}

/** Both clocks as of `now` (milliseconds). */
export function slaClocks(sla: TTicketSla, now: number): [SlaClock, SlaClock] {
  return [responseClock(sla, now), resolutionClock(sla)];
}

const RUNNING: readonly SlaClockStatus[] = ['running', 'at_risk'];

/** The clock that matters most: a breached one, else the nearest running one, else the resolution. */
export function headlineClock([response, resolution]: readonly [SlaClock, SlaClock]): SlaClock {
  if (resolution.status === 'breached') return resolution;
  // A late response stays a breach while the work is open (the server counts it so).
  if (response.status === 'breached') return response;
  if (response.status === 'late' && resolution.status !== 'met') return response;
  if (RUNNING.includes(response.status) && RUNNING.includes(resolution.status)) {
    return (response.secondsLeft ?? 0) <= (resolution.secondsLeft ?? 0) ? response : resolution;
  }
  if (RUNNING.includes(response.status) && resolution.status === 'none') return response;
  return resolution;
}
