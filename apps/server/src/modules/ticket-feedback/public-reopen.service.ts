/**
 * Reopening from the reporter's link: only a completed or closed ticket, within the
 * organisation's reopen window from its completion. The move itself is the tickets module's
 * (fresh deadlines, timeline entry, assignees told), made in the reporter's name.
 */
import type { TPublicTicketResult, ZPublicReopenRequest } from '@mainstay/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { changeTicketStatus } from '../tickets/index.ts';
import type { TicketsDeps } from '../tickets/index.ts';
import {
  CANNOT_REOPEN,
  publicTicketView,
  reopenDeadline,
  reporterName,
  ticketOfToken,
} from './public-ticket.service.ts';

export async function reopenFromLink(
  tx: Executor,
  deps: TicketsDeps,
  input: z.output<typeof ZPublicReopenRequest>,
  now: Date,
): Promise<TPublicTicketResult> {
  const linked = await ticketOfToken(tx, deps, input.token, now, { lock: true });
  const { ticket, settings } = linked;
  const until = reopenDeadline(ticket, settings);
  const done = ticket.status === 'completed' || ticket.status === 'closed';
  if (!done || !until || now > until) throw new AppError(CANNOT_REOPEN);
  const reopened = await changeTicketStatus(
    tx,
    deps,
    ticket,
    { userId: null, name: await reporterName(tx, ticket) },
    { status: 'reopened', reason: input.reason },
    now,
  );
  return {
    message: 'notices:ticketReopened',
    ticket: await publicTicketView(tx, deps, { ticket: reopened, settings }, now),
  };
}
