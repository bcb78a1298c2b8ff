/**
 * The built-in provider, for self-hosted installs: it takes no money. Free plans and trials start
 * without a card; a paid plan without a trial needs a payment method token, and the subscription
 * is then recorded as active with a paid invoice row, so the billing history reads the same as
 * with a real provider.
 *
 * Tokens are opaque; Stripe's test tokens are understood so the same values work with either
 * provider: `pm_card_<brand>` gives the brand (and the last four digits of Stripe's test card for
 * that brand), and a token containing `chargeDeclined` is declined like Stripe's.
 */
import type { TDomainErrorCode } from '@mainstay/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  payments,
  subscriptions,
  type BillingPeriod,
  type Plan,
  type Subscription,
} from '../../db/schema/index.ts';
import { AppError, ValidationError } from '../../lib/errors.ts';
import {
  addDays,
  addPeriod,
  priceCents,
  requirePaymentMethodIfCharged,
  type CardDetails,
  type InvoiceRecord,
  type PaymentProvider,
} from './payment-provider.ts';
import { forOrganisation } from '../../lib/tenancy.ts';

const TEST_CARD_LAST4: Record<string, string> = {
  visa: '4242',
  mastercard: '4444',
  amex: '8431',
  discover: '9424',
  jcb: '0000',
  unionpay: '0005',
};

export const CARD_DECLINED = 'CARD_DECLINED' satisfies TDomainErrorCode;
export const CARD_NOT_RECOGNISED = 'CARD_NOT_RECOGNISED' satisfies TDomainErrorCode;

export function cardFromToken(token: string): CardDetails {
  const brand = /^pm_card_([a-z]+)/i.exec(token)?.[1]?.toLowerCase() ?? null;
  const known = brand && brand in TEST_CARD_LAST4 ? brand : null;
  return {
    brand: known,
    last4: known ? (TEST_CARD_LAST4[known] ?? null) : null,
    expMonth: null,
    expYear: null,
  };
}

/** The invoice of a period charged now, recorded as paid; none when the plan costs nothing. */
function paidInvoice(plan: Plan, period: BillingPeriod, now: Date): InvoiceRecord | null {
  const amountCents = priceCents(plan, period);
  if (amountCents <= 0) return null;
  return {
    providerInvoiceId: null,
    amountCents,
    currency: plan.currency,
    status: 'paid',
    createdAt: now,
  };
}

export function builtinProvider(db: Database): PaymentProvider {
  return {
    name: 'builtin',
    async createSubscription(input) {
      requirePaymentMethodIfCharged(input);
      const { plan, period, paymentMethodToken: token } = input;
      if (token && /chargeDeclined/i.test(token)) throw new AppError(CARD_DECLINED);
      const now = new Date();
      const card = token ? cardFromToken(token) : null;
      if (!plan.isFree && plan.trialDays > 0) {
        const trialEndsAt = addDays(now, plan.trialDays);
        return {
          status: 'trialing',
          customerId: null,
          subscriptionId: null,
          currentPeriodEnd: trialEndsAt,
          trialEndsAt,
          card,
          invoice: null,
        };
      }
      return {
        status: 'active',
        customerId: null,
        subscriptionId: null,
        currentPeriodEnd: plan.isFree ? null : addPeriod(now, period),
        trialEndsAt: null,
        card,
        invoice: paidInvoice(plan, period, now),
      };
    },
    async listInvoices(subscription: Subscription) {
      const rows = await db
        .select()
        .from(payments)
        .where(
          forOrganisation(db, subscription.organisationId).where(
            payments,
            eq(payments.subscriptionId, subscription.id),
          ),
        )
        .orderBy(desc(payments.createdAt));
      return rows.map((row) => ({
        providerInvoiceId: row.providerInvoiceId,
        amountCents: row.amountCents,
        currency: row.currency,
        status: row.status,
        createdAt: row.createdAt,
      }));
    },
    async cancel(subscription: Subscription) {
      await db
        .update(subscriptions)
        .set({ status: 'cancelled' })
        .where(eq(subscriptions.id, subscription.id));
    },
    async updatePaymentMethod(_subscription, token) {
      if (/chargeDeclined/i.test(token)) throw new AppError(CARD_DECLINED);
      const card = cardFromToken(token);
      if (!card.brand) throw new ValidationError({ payment_method_token: [CARD_NOT_RECOGNISED] });
      return card;
    },
    async changePlan(subscription, { plan, period }) {
      const now = new Date();
      if (plan.isFree) {
        return { status: 'active', currentPeriodEnd: null, trialEndsAt: null, invoice: null };
      }
      const trialEndsAt = subscription.trialEndsAt;
      if (subscription.status === 'trialing' && trialEndsAt && trialEndsAt > now) {
        // The trial runs on; the new plan is charged when it ends.
        return { status: 'trialing', currentPeriodEnd: trialEndsAt, trialEndsAt, invoice: null };
      }
      return {
        status: 'active',
        currentPeriodEnd: addPeriod(now, period),
        trialEndsAt: null,
        invoice: paidInvoice(plan, period, now),
      };
    },
    // Nothing to tell anyone: the subscription row is the built-in provider's whole record.
    async setCancelAtPeriodEnd() {},
  };
}
