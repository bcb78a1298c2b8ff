/**
 * The payment provider interface: the sign-up payment and later billing screens talk to this,
 * never to Stripe directly. Two implementations: Stripe (when STRIPE_SECRET_KEY is set) and the
 * built-in provider for self-hosted installs that do not take card payments.
 */
import type { TDomainErrorCode } from '@mainstay/contracts';
import type {
  BillingPeriod,
  PaymentProviderName,
  Plan,
  Subscription,
  SubscriptionStatus,
} from '../../db/schema/index.ts';
import { ValidationError } from '../../lib/errors.ts';

export interface CardDetails {
  brand: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
}

export interface InvoiceRecord {
  providerInvoiceId: string | null;
  amountCents: number;
  currency: string;
  status: 'paid' | 'open' | 'failed' | 'void';
  createdAt: Date;
  /** Where the provider shows the invoice (Stripe's hosted page); none for the built-in one. */
  url?: string | null;
}

export interface CreateSubscriptionInput {
  organisation: { id: string; name: string };
  user: { id: string; email: string; name: string };
  plan: Plan;
  period: BillingPeriod;
  paymentMethodToken: string | null;
}

export interface CreatedSubscription {
  status: SubscriptionStatus;
  customerId: string | null;
  subscriptionId: string | null;
  currentPeriodEnd: Date | null;
  trialEndsAt: Date | null;
  card: CardDetails | null;
  /** An invoice to keep in the payments table (the built-in provider's history). */
  invoice: InvoiceRecord | null;
}

/** What a plan change left the subscription as. */
export interface ChangedSubscription {
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  trialEndsAt: Date | null;
  /** An invoice to keep in the payments table (the built-in provider's history). */
  invoice: InvoiceRecord | null;
}

export interface ChangePlanInput {
  plan: Plan;
  period: BillingPeriod;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Rejects with a ValidationError (bad input) or a 402: CARD_* (declined) or PAYMENT_REQUIRED. */
  createSubscription(input: CreateSubscriptionInput): Promise<CreatedSubscription>;
  listInvoices(subscription: Subscription): Promise<InvoiceRecord[]>;
  /** Ends the subscription now. */
  cancel(subscription: Subscription): Promise<void>;
  /** Makes the card the subscription's default; returns what is known of the card. */
  updatePaymentMethod(subscription: Subscription, token: string): Promise<CardDetails>;
  /** Moves the subscription to another plan or period (upgrade or downgrade). */
  changePlan(subscription: Subscription, input: ChangePlanInput): Promise<ChangedSubscription>;
  /** Cancels at the end of the paid period (true), or undoes that before it ends (false). */
  setCancelAtPeriodEnd(subscription: Subscription, cancel: boolean): Promise<void>;
}

export const PAYMENT_METHOD_REQUIRED = 'PAYMENT_METHOD_REQUIRED' satisfies TDomainErrorCode;

/** Free plans and trials start without a card; anything else needs one. */
export function requirePaymentMethodIfCharged(input: CreateSubscriptionInput): void {
  if (input.plan.isFree || input.plan.trialDays > 0 || input.paymentMethodToken) return;
  throw new ValidationError({ payment_method_token: [PAYMENT_METHOD_REQUIRED] });
}

export function priceCents(plan: Plan, period: BillingPeriod): number {
  return period === 'yearly' ? plan.priceYearlyCents : plan.priceMonthlyCents;
}

export function addPeriod(from: Date, period: BillingPeriod): Date {
  const next = new Date(from);
  if (period === 'yearly') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
}
