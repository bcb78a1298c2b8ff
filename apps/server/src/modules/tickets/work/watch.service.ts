/** Watching a ticket: anyone who can see it may follow it (and hear about its comments). */
import { and, eq } from 'drizzle-orm';
import { ticketWatchers } from '../../../db/schema/index.ts';
import { forOrganisation } from '../../../lib/tenancy.ts';
import type { RequestAuth } from '../../../plugins/auth.ts';
import { openTicket, type WorkContext } from './work.shared.ts';

export async function setWatching(
  context: WorkContext,
  auth: RequestAuth,
  ticketId: string,
  watching: boolean,
): Promise<void> {
  await context.deps.db.transaction(async (tx) => {
    const { ticket } = await openTicket(tx, auth, context.kind, ticketId);
    if (watching) {
      await tx
        .insert(ticketWatchers)
        .values({ organisationId: auth.organisationId, ticketId: ticket.id, userId: auth.userId })
        .onConflictDoNothing();
      return;
    }
    await forOrganisation(tx, auth.organisationId).delete(
      ticketWatchers,
      and(eq(ticketWatchers.ticketId, ticket.id), eq(ticketWatchers.userId, auth.userId)),
    );
  });
}
