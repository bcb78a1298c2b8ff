/**
 * Labour and parts totals kept on the ticket (tickets.labour_cost_cents, parts_cost_cents) for
 * lists and reports: recomputed from the rows in the same transaction as every change, so they
 * can never drift. Labour rates: contractor staff are paid their company's rate, everyone else
 * the organisation's default rate (ticket settings).
 */
import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { contractors, ticketParts, tickets, ticketTimeLogs } from '../../../db/schema/index.ts';
import type { TenantScope } from '../../../lib/tenancy.ts';
import { loadTicketSettings } from '../ticket-settings.ts';

/** Cost of `minutes` at `rateCents` an hour, rounded to the cent. */
export const labourCost = (rateCents: number, minutes: number): number =>
  Math.round((rateCents * minutes) / 60);

/** The hourly rate (minor units) for a person's time on this organisation's tickets. */
export async function hourlyRateOf(
  tenant: TenantScope,
  person: { contractorId: string | null },
): Promise<number> {
  if (person.contractorId) {
    const [company] = await tenant.executor
      .select({ rate: contractors.hourlyRateCents })
      .from(contractors)
      .where(tenant.where(contractors, eq(contractors.id, person.contractorId)));
    // A company without a rate falls back to the organisation's default.
    if (company?.rate !== null && company?.rate !== undefined) return company.rate;
  }
  return (await loadTicketSettings(tenant.executor, tenant.organisationId)).defaultHourlyRateCents;
}

/** Sets the ticket's `column` to the sum of `amount` over its rows in `table`. */
async function syncTotal(
  tenant: TenantScope,
  ticketId: string,
  table: typeof ticketTimeLogs | typeof ticketParts,
  amount: PgColumn,
  column: 'labourCostCents' | 'partsCostCents',
): Promise<void> {
  const sum = tenant.executor
    .select({ total: sql`coalesce(sum(${amount}), 0)` })
    .from(table)
    .where(tenant.where(table, eq(table.ticketId, ticketId)));
  await tenant.executor
    .update(tickets)
    .set({ [column]: sql`(${sum})`, updatedAt: new Date() })
    .where(tenant.where(tickets, eq(tickets.id, ticketId)));
}

export async function syncLabourCost(tenant: TenantScope, ticketId: string): Promise<void> {
  await syncTotal(tenant, ticketId, ticketTimeLogs, ticketTimeLogs.costCents, 'labourCostCents');
}

export async function syncPartsCost(tenant: TenantScope, ticketId: string): Promise<void> {
  await syncTotal(tenant, ticketId, ticketParts, ticketParts.totalCents, 'partsCostCents');
}
