/**
 * Billing: the plans on offer (global rows, seeded on every start), each organisation's
 * subscription, and the invoices the built-in provider records (Stripe keeps its own).
 */
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, jsonList, linkTo, textOrEmpty, timestamps } from './columns.ts';
import { tenantTable } from './organisations.ts';

export const plans = pgTable('plans', {
  id: id(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  description: textOrEmpty('description'),
  priceMonthlyCents: integer('price_monthly_cents').notNull(),
  priceYearlyCents: integer('price_yearly_cents').notNull(),
  currency: text('currency').notNull(),
  /** Null means unlimited. */
  seatLimit: integer('seat_limit'),
  features: jsonList<string>('features'),
  isFree: boolean('is_free').notNull().default(false),
  trialDays: integer('trial_days').notNull().default(0),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  stripePriceMonthly: text('stripe_price_monthly'),
  stripePriceYearly: text('stripe_price_yearly'),
  ...timestamps(),
});

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'cancelled'] as const;
export const subscriptionStatus = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);
export const PAYMENT_PROVIDERS = ['builtin', 'stripe'] as const;
export const paymentProvider = pgEnum('payment_provider', PAYMENT_PROVIDERS);
export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export const billingPeriod = pgEnum('billing_period', BILLING_PERIODS);

export const subscriptions = tenantTable(
  'subscriptions',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    status: subscriptionStatus('status').notNull(),
    billingPeriod: billingPeriod('billing_period').notNull().default('monthly'),
    provider: paymentProvider('provider').notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    currentPeriodEnd: at('current_period_end'),
    trialEndsAt: at('trial_ends_at'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    /** Cancelled by the customer: stays usable until current_period_end, then ends. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cancelledAt: at('cancelled_at'),
    ...timestamps(),
  },
  (table) => [
    // One subscription per organisation: a plan change updates the row.
    uniqueIndex('subscriptions_organisation_id_unique').on(table.organisationId),
  ],
);

export const PAYMENT_STATUSES = ['paid', 'open', 'failed', 'void'] as const;
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);

export const payments = tenantTable(
  'payments',
  {
    subscriptionId: linkTo('subscription_id', () => subscriptions.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: paymentStatus('status').notNull(),
    providerInvoiceId: text('provider_invoice_id'),
    createdAt: createdAt(),
  },
  (table) => [index('payments_organisation_id_idx').on(table.organisationId)],
);

export type Plan = typeof plans.$inferSelect;
export type NewPlan = typeof plans.$inferInsert;
export type Subscription = typeof subscriptions.$inferSelect;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export type Payment = typeof payments.$inferSelect;
