/**
 * An organisation's ticket settings: one row, created with the defaults the first time anyone
 * asks. Tickets read it for costs and job sheets; the SLA module for its calendar.
 */
import type { Executor } from '../../db/client.ts';
import { ticketSettings, type TicketSettingsRow } from '../../db/schema/index.ts';
import { forOrganisation } from '../../lib/tenancy.ts';

export async function loadTicketSettings(
  executor: Executor,
  organisationId: string,
): Promise<TicketSettingsRow> {
  const tenant = forOrganisation(executor, organisationId);
  const [existing] = await tenant.select(ticketSettings);
  if (existing) return existing;
  await executor.insert(ticketSettings).values({ organisationId }).onConflictDoNothing();
  const [created] = await tenant.select(ticketSettings);
  if (!created) throw new Error('The ticket settings could not be created');
  return created;
}
