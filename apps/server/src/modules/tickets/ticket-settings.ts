/**
 * An organisation's ticket settings: one row, created with the defaults the first time anyone
 * asks. Tickets read it for costs and job sheets; the SLA module for its calendar.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ticketSettings, type TicketSettingsRow } from '../../db/schema/index.ts';

export async function loadTicketSettings(
  executor: Executor,
  organisationId: string,
): Promise<TicketSettingsRow> {
  const [existing] = await executor
    .select()
    .from(ticketSettings)
    .where(eq(ticketSettings.organisationId, organisationId));
  if (existing) return existing;
  await executor.insert(ticketSettings).values({ organisationId }).onConflictDoNothing();
  const [created] = await executor
    .select()
    .from(ticketSettings)
    .where(eq(ticketSettings.organisationId, organisationId));
  if (!created) throw new Error('The ticket settings could not be created');
  return created;
}
