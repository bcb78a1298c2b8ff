/**
 * The built-in provider has no payment service to renew subscriptions, so the renewals are
 * settled when the billing page is read: a period that has ended either ends the subscription
 * (cancelled at period end) or renews it, with a paid invoice row per renewed period, so the
 * history reads as it would with a real provider.
 */
import type { Executor } from '../../db/client.ts';
import type { Plan, Subscription } from '../../db/schema/index.ts';
import { addPeriod, priceCents } from './payment-provider.ts';
import { subscriptionRepository } from './subscription.repository.ts';

/** At most this many periods are caught up at once (two years of months). */
const MAX_RENEWALS = 24;

export async function settleBuiltinPeriods(
  executor: Executor,
  subscription: Subscription,
  plan: Plan,
  now = new Date(),
): Promise<Subscription> {
  const end = subscription.currentPeriodEnd;
  if (subscription.provider !== 'builtin' || subscription.status === 'cancelled')
    return subscription;
  if (!end || end > now) return subscription;
  const repository = subscriptionRepository(executor, subscription.organisationId);
  if (subscription.cancelAtPeriodEnd) {
    return repository.update(subscription.id, { status: 'cancelled', cancelAtPeriodEnd: false });
  }
  let periodEnd = end;
  const amountCents = priceCents(plan, subscription.billingPeriod);
  for (let renewals = 0; periodEnd <= now && renewals < MAX_RENEWALS; renewals += 1) {
    if (amountCents > 0) {
      await repository.recordInvoice(subscription.id, {
        providerInvoiceId: null,
        amountCents,
        currency: plan.currency,
        status: 'paid',
        createdAt: periodEnd,
      });
    }
    periodEnd = addPeriod(periodEnd, subscription.billingPeriod);
  }
  if (periodEnd <= now) periodEnd = addPeriod(now, subscription.billingPeriod);
  return repository.update(subscription.id, {
    status: 'active',
    currentPeriodEnd: periodEnd,
  });
}
