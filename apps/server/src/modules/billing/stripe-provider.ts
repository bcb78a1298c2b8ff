/**
 * Stripe, through the official SDK: a customer carrying the card (the payment method token from
 * Stripe Elements) as its default, then a subscription to the plan's price. A plan without a
 * Stripe price id gets one created on first use and stored on the plan. STRIPE_API_BASE points
 * the SDK elsewhere than api.stripe.com (a mock server in tests).
 */
import type { TDomainErrorCode } from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import {
  plans,
  subscriptions,
  type BillingPeriod,
  type Plan,
  type Subscription,
  type SubscriptionStatus,
} from '../../db/schema/index.ts';
import { AppError, PaymentRequiredError } from '../../lib/errors.ts';
import {
  priceCents,
  requirePaymentMethodIfCharged,
  type CardDetails,
  type ChangedSubscription,
  type CreatedSubscription,
  type InvoiceRecord,
  type PaymentProvider,
} from './payment-provider.ts';

export interface StripeProviderOptions {
  secretKey: string;
  apiBase?: string | undefined;
  db: Database;
  log: FastifyBaseLogger;
}

function clientOptions(apiBase: string | undefined): Stripe.StripeConfig {
  const base: Stripe.StripeConfig = { maxNetworkRetries: 1, telemetry: false, timeout: 30_000 };
  if (!apiBase) return base;
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    ...base,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

const STATUS: Partial<Record<Stripe.Subscription.Status, SubscriptionStatus>> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'cancelled',
};

const fromUnix = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/** Stripe's card error codes that have a sentence of their own; other declines are declines. */
const CARD_ERRORS: Readonly<Record<string, TDomainErrorCode>> = {
  expired_card: 'CARD_EXPIRED',
  incorrect_cvc: 'CARD_CVC_INCORRECT',
};

/**
 * A card error answers with its code (worded in the customer's language; Stripe's own message
 * is English), anything else with the generic payment failure.
 */
function paymentError(error: unknown, log: FastifyBaseLogger): AppError {
  if (error instanceof Stripe.errors.StripeCardError) {
    return new AppError(CARD_ERRORS[error.code ?? ''] ?? 'CARD_DECLINED');
  }
  log.warn({ err: error }, 'Stripe payment failed');
  return new PaymentRequiredError();
}

export const NOT_WITH_STRIPE = 'SUBSCRIPTION_NOT_WITH_PROVIDER' satisfies TDomainErrorCode;

/** The Stripe ids a stored subscription must carry before Stripe can be asked to change it. */
function stripeIds(subscription: Subscription) {
  const { providerCustomerId: customer, providerSubscriptionId: id } = subscription;
  if (!customer || !id) throw new AppError(NOT_WITH_STRIPE);
  return { customer, id };
}

/** Errors of calls that take no payment (cancel, resume): logged, then a plain 503. */
function unavailable(error: unknown, log: FastifyBaseLogger): AppError {
  log.warn({ err: error }, 'Stripe call failed');
  return new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
}

export function stripeProvider({
  secretKey,
  apiBase,
  db,
  log,
}: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(secretKey, clientOptions(apiBase));

  async function priceFor(plan: Plan, period: BillingPeriod): Promise<string> {
    const existing = period === 'yearly' ? plan.stripePriceYearly : plan.stripePriceMonthly;
    if (existing) return existing;
    const price = await stripe.prices.create({
      currency: plan.currency.toLowerCase(),
      unit_amount: priceCents(plan, period),
      recurring: { interval: period === 'yearly' ? 'year' : 'month' },
      product_data: { name: `Mainstay ${plan.name}` },
      metadata: { plan_key: plan.key },
    });
    await db
      .update(plans)
      .set(period === 'yearly' ? { stripePriceYearly: price.id } : { stripePriceMonthly: price.id })
      .where(eq(plans.id, plan.id));
    return price.id;
  }

  async function cardOf(token: string): Promise<CardDetails | null> {
    const method = await stripe.paymentMethods.retrieve(token);
    if (!method.card) return null;
    return {
      brand: method.card.brand,
      last4: method.card.last4,
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
    };
  }

  return {
    name: 'stripe',
    async createSubscription(input): Promise<CreatedSubscription> {
      requirePaymentMethodIfCharged(input);
      const { plan, period, organisation, user } = input;
      const token = input.paymentMethodToken;
      const metadata = { organisation_id: organisation.id, user_id: user.id };
      try {
        const customer = await stripe.customers.create({
          email: user.email,
          name: organisation.name,
          metadata,
          ...(token
            ? { payment_method: token, invoice_settings: { default_payment_method: token } }
            : {}),
        });
        const subscription = await stripe.subscriptions.create({
          customer: customer.id,
          items: [{ price: await priceFor(plan, period) }],
          // A declined card fails this call instead of leaving an incomplete subscription.
          payment_behavior: 'error_if_incomplete',
          metadata,
          ...(token ? { default_payment_method: token } : {}),
          ...(!plan.isFree && plan.trialDays > 0 ? { trial_period_days: plan.trialDays } : {}),
        });
        const status = STATUS[subscription.status];
        if (!status || status === 'cancelled') throw new PaymentRequiredError();
        return {
          status,
          customerId: customer.id,
          subscriptionId: subscription.id,
          currentPeriodEnd: fromUnix(subscription.items.data[0]?.current_period_end),
          trialEndsAt: fromUnix(subscription.trial_end),
          card: token ? await cardOf(token) : null,
          invoice: null,
        };
      } catch (error) {
        if (error instanceof PaymentRequiredError) throw error;
        throw paymentError(error, log);
      }
    },
    async listInvoices(subscription): Promise<InvoiceRecord[]> {
      if (!subscription.providerCustomerId) return [];
      const invoices = await stripe.invoices.list({
        customer: subscription.providerCustomerId,
        limit: 24,
      });
      return invoices.data.map((invoice) => ({
        providerInvoiceId: invoice.id ?? null,
        amountCents: invoice.amount_due,
        currency: invoice.currency.toUpperCase(),
        status:
          invoice.status === 'paid'
            ? 'paid'
            : invoice.status === 'void' || invoice.status === 'uncollectible'
              ? 'void'
              : 'open',
        createdAt: new Date(invoice.created * 1000),
        url: invoice.hosted_invoice_url ?? null,
      }));
    },
    async cancel(subscription) {
      if (subscription.providerSubscriptionId) {
        await stripe.subscriptions.cancel(subscription.providerSubscriptionId);
      }
      await db
        .update(subscriptions)
        .set({ status: 'cancelled' })
        .where(eq(subscriptions.id, subscription.id));
    },
    async updatePaymentMethod(subscription, token): Promise<CardDetails> {
      const { customer, id } = stripeIds(subscription);
      try {
        await stripe.paymentMethods.attach(token, { customer });
        await stripe.customers.update(customer, {
          invoice_settings: { default_payment_method: token },
        });
        await stripe.subscriptions.update(id, { default_payment_method: token });
        return (await cardOf(token)) ?? { brand: null, last4: null, expMonth: null, expYear: null };
      } catch (error) {
        throw paymentError(error, log);
      }
    },
    async changePlan(subscription, { plan, period }): Promise<ChangedSubscription> {
      const { id } = stripeIds(subscription);
      try {
        const current = await stripe.subscriptions.retrieve(id);
        const item = current.items.data[0];
        const price = await priceFor(plan, period);
        const updated = await stripe.subscriptions.update(id, {
          items: item ? [{ id: item.id, price }] : [{ price }],
          // Charged or credited for the rest of the period; a declined card fails the change.
          proration_behavior: 'always_invoice',
          payment_behavior: 'error_if_incomplete',
        });
        const status = STATUS[updated.status];
        if (!status || status === 'cancelled') throw new PaymentRequiredError();
        return {
          status,
          currentPeriodEnd: fromUnix(updated.items.data[0]?.current_period_end),
          trialEndsAt: fromUnix(updated.trial_end),
          invoice: null,
        };
      } catch (error) {
        if (error instanceof PaymentRequiredError) throw error;
        throw paymentError(error, log);
      }
    },
    async setCancelAtPeriodEnd(subscription, cancel) {
      const { id } = stripeIds(subscription);
      try {
        await stripe.subscriptions.update(id, { cancel_at_period_end: cancel });
      } catch (error) {
        throw unavailable(error, log);
      }
    },
  };
}
