/**
 * When a ticket is completed: the reporter (user or someone without an account) gets an e-mail
 * with two signed, expiring links, give feedback and reopen.
 *
 * OWNER: the reporter-loop helper implements this; the signature is the contract.
 */
import type { Executor } from '../../db/client.ts';
import type { Ticket } from '../../db/schema/index.ts';
import type { TicketsDeps } from '../tickets/tickets.shared.ts';

export async function onTicketCompleted(
  executor: Executor,
  deps: TicketsDeps,
  ticket: Ticket,
): Promise<void> {
  void executor;
  void deps;
  void ticket;
}
