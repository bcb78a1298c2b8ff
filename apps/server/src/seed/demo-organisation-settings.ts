/**
 * Demo data for the organisation page: Northwind is on the Professional plan, paid monthly by
 * card through the built-in provider, with six months of paid invoices. Branding keeps the
 * defaults (the colours are the product's until someone changes them on the Branding tab).
 * Idempotent: an organisation that already has a subscription is left as it is.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import type { DemoContext } from './demo-context.ts';
import { payments, plans, subscriptions } from '../db/schema/index.ts';

const MONTHS_OF_HISTORY = 6;

function monthsBefore(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() - months);
  return result;
}

export async function seedDemoOrganisationSettings(
  tx: Executor,
  context: DemoContext,
): Promise<void> {
  const [plan] = await tx.select().from(plans).where(eq(plans.key, 'professional')).limit(1);
  if (!plan) return; // Plans are seeded first on every start; without them there is nothing to do.

  const now = new Date();
  // Renews in twelve days; each earlier month was invoiced on the same day of the month.
  const currentPeriodEnd = new Date(now.getTime() + 12 * 24 * 3600 * 1000);
  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      organisationId: context.organisationId,
      planId: plan.id,
      status: 'active',
      billingPeriod: 'monthly',
      provider: 'builtin',
      currentPeriodEnd,
      cardBrand: 'visa',
      cardLast4: '4242',
      cardExpMonth: 9,
      cardExpYear: now.getUTCFullYear() + 2,
      createdAt: monthsBefore(currentPeriodEnd, MONTHS_OF_HISTORY),
    })
    .onConflictDoNothing({ target: subscriptions.organisationId })
    .returning();
  if (!subscription) return;

  await tx.insert(payments).values(
    Array.from({ length: MONTHS_OF_HISTORY }, (_, index) => ({
      organisationId: context.organisationId,
      subscriptionId: subscription.id,
      amountCents: plan.priceMonthlyCents,
      currency: plan.currency,
      status: 'paid' as const,
      providerInvoiceId: null,
      createdAt: monthsBefore(currentPeriodEnd, index + 1),
    })),
  );
}
