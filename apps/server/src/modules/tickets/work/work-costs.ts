/**
 * Labour and parts totals kept on the ticket (tickets.labour_cost_cents, parts_cost_cents) for
 * lists and reports: recomputed from the rows in the same transaction as every change, so they
 * can never drift. Labour rates: contractor staff are paid their company's rate, everyone else
 * the organisation's default rate (ticket settings).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { contractors, ticketParts, tickets, ticketTimeLogs } from '../../../db/schema/index.ts';
import { loadTicketSettings } from '../ticket-settings.ts';

/** Cost of `minutes` at `rateCents` an hour, rounded to the cent. */
export const labourCost = (rateCents: number, minutes: number): number =>
  Math.round((rateCents * minutes) / 60);

/** The hourly rate (minor units) for a person's time on this organisation's tickets. */
export async function hourlyRateOf(
  executor: Executor,
  organisationId: string,
  person: { contractorId: string | null },
): Promise<number> {
  if (person.contractorId) {
    const [company] = await executor
      .select({ rate: contractors.hourlyRateCents })
      .from(contractors)
      .where(
        and(
          eq(contractors.id, person.contractorId),
          eq(contractors.organisationId, organisationId),
        ),
      );
    // A company without a rate falls back to the organisation's default.
    if (company?.rate !== null && company?.rate !== undefined) return company.rate;
  }
  return (await loadTicketSettings(executor, organisationId)).defaultHourlyRateCents;
}

export async function syncLabourCost(
  executor: Executor,
  organisationId: string,
  ticketId: string,
): Promise<void> {
  const sum = executor
    .select({ total: sql`coalesce(sum(${ticketTimeLogs.costCents}), 0)` })
    .from(ticketTimeLogs)
    .where(
      and(eq(ticketTimeLogs.organisationId, organisationId), eq(ticketTimeLogs.ticketId, ticketId)),
    );
  await executor
    .update(tickets)
    .set({ labourCostCents: sql`(${sum})`, updatedAt: new Date() })
    .where(and(eq(tickets.id, ticketId), eq(tickets.organisationId, organisationId)));
}

export async function syncPartsCost(
  executor: Executor,
  organisationId: string,
  ticketId: string,
): Promise<void> {
  const sum = executor
    .select({ total: sql`coalesce(sum(${ticketParts.totalCents}), 0)` })
    .from(ticketParts)
    .where(and(eq(ticketParts.organisationId, organisationId), eq(ticketParts.ticketId, ticketId)));
  await executor
    .update(tickets)
    .set({ partsCostCents: sql`(${sum})`, updatedAt: new Date() })
    .where(and(eq(tickets.id, ticketId), eq(tickets.organisationId, organisationId)));
}
