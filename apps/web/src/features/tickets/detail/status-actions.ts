/**
 * The status buttons a ticket offers: one per move the server says the caller may make now
 * (`allowed_transitions`), in the order a technician meets them, each with how it is asked for.
 * Moves to `new`, `scheduled` and `assigned` follow from assigning people (the edit form), so they
 * get no button.
 * Holding pauses work under way: a ticket not yet started offers Start, not Put on hold.
 */
import type { TTicketStatus } from '@mainstay/contracts';

export type StatusActionFlow = 'direct' | 'reason' | 'completion';

export interface StatusAction {
  status: TTicketStatus;
  /** Key in the 'ticketDetail' namespace. */
  label: string;
  flow: StatusActionFlow;
  destructive: boolean;
}

const ORDER: readonly TTicketStatus[] = [
  'in_progress',
  'completed',
  'closed',
  'reopened',
  'on_hold',
  'missed',
  'cancelled',
];

const FLOWS: Partial<Record<TTicketStatus, StatusActionFlow>> = {
  in_progress: 'direct',
  completed: 'completion',
  closed: 'direct',
  reopened: 'reason',
  on_hold: 'reason',
  cancelled: 'reason',
  missed: 'reason',
};

/** The moves that are work's next step; holding and cancelling never become the big button. */
const MAIN_CANDIDATES: readonly TTicketStatus[] = [
  'in_progress',
  'completed',
  'closed',
  'reopened',
];

function labelOf(status: TTicketStatus, current: TTicketStatus): string {
  if (status === 'in_progress') return current === 'on_hold' ? 'actions.resume' : 'actions.start';
  return `actions.${status}`;
}

export function statusActions(
  current: TTicketStatus,
  allowed: readonly TTicketStatus[],
): StatusAction[] {
  const offered = (status: TTicketStatus) =>
    allowed.includes(status) && (status !== 'on_hold' || current === 'in_progress');
  return ORDER.filter(offered).map((status) => ({
    status,
    label: labelOf(status, current),
    flow: FLOWS[status] ?? 'direct',
    destructive: status === 'cancelled' || status === 'missed',
  }));
}

/** The action shown as the big button on phones (and first on wide screens), if any. */
export function mainAction(actions: readonly StatusAction[]): StatusAction | null {
  return actions.find((action) => MAIN_CANDIDATES.includes(action.status)) ?? null;
}
