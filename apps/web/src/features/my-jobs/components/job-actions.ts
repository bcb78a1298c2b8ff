/**
 * The one-tap moves a job card offers, read from the kind's transition table so a button is
 * shown only for a move the server accepts: start (or resume), pause, complete. Pausing is
 * offered only once work is under way: a job not yet started offers Start, not Pause.
 */
import { transitionsOf, type TTicketKind, type TTicketStatus } from '@mainstay/contracts';

export type JobAction = 'start' | 'resume' | 'pause' | 'complete';

export function jobActions(kind: TTicketKind, status: TTicketStatus): JobAction[] {
  const moves = transitionsOf(kind)[status];
  const actions: JobAction[] = [];
  if (moves.includes('in_progress')) actions.push(status === 'on_hold' ? 'resume' : 'start');
  if (moves.includes('on_hold') && status === 'in_progress') actions.push('pause');
  if (moves.includes('completed')) actions.push('complete');
  return actions;
}
