/**
 * The billing page of an organisation: its subscription, card, seats and invoices, and the
 * changes an owner makes there (card, plan, cancel at period end, resume). Every change goes
 * through the payment provider first, then is stored and audited in one transaction.
 */
import type {
  TBillingResponse,
  TChangePlanRequest,
  TInvoice,
  TPaymentMethod,
  TSubscription,
  TDomainErrorCode,
} from '@mainstay/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Plan, Subscription } from '../../db/schema/index.ts';
import { changedFields, recordChange, type AuditSubject } from '../../lib/audit.ts';
import { AppError, ValidationError } from '../../lib/errors.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { BILLING_MESSAGES, listActivePlans, toPlanResponse } from './billing.service.ts';
import { settleBuiltinPeriods } from './builtin-renewals.ts';
import { priceCents, type CardDetails, type PaymentProvider } from './payment-provider.ts';
import { findPlan, subscriptionRepository } from './subscription.repository.ts';

export interface BillingContext {
  db: Database;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}

type Caller = Pick<RequestAuth, 'userId' | 'organisationId'>;

/** The refusals of this service, as error codes (the sentences are in packages/i18n). */
export const SUBSCRIPTION_MESSAGES = {
  none: 'SUBSCRIPTION_NONE',
  ended: 'SUBSCRIPTION_ENDED',
  samePlan: 'SUBSCRIPTION_SAME_PLAN',
  alreadyCancelling: 'SUBSCRIPTION_ALREADY_CANCELLING',
  notCancelling: 'SUBSCRIPTION_NOT_CANCELLING',
} as const satisfies Record<string, TDomainErrorCode>;

/** The 409 of a downgrade below the seats in use: how many people must go first. */
function seatLimitError(plan: Plan, seatsUsed: number): AppError {
  const limit = plan.seatLimit ?? 0;
  return new AppError('PLAN_SEAT_LIMIT', {
    params: { plan: plan.name, limit, used: seatsUsed, count: seatsUsed - limit },
  });
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toSubscription(subscription: Subscription, plan: Plan): TSubscription {
  return {
    plan: toPlanResponse(plan),
    status: subscription.status,
    billing_period: subscription.billingPeriod,
    price: priceCents(plan, subscription.billingPeriod) / 100,
    currency: plan.currency,
    current_period_end: iso(subscription.currentPeriodEnd),
    trial_ends_at: iso(subscription.trialEndsAt),
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    cancelled_at: iso(subscription.cancelledAt),
  };
}

function toPaymentMethod(subscription: Subscription): TPaymentMethod | null {
  if (!subscription.cardBrand && !subscription.cardLast4) return null;
  return {
    brand: subscription.cardBrand,
    last4: subscription.cardLast4,
    exp_month: subscription.cardExpMonth,
    exp_year: subscription.cardExpYear,
  };
}

/** A subscription in the audit log, labelled with its plan. */
const subscriptionSubject = (subscription: Subscription, plan: Plan): AuditSubject => ({
  type: 'subscription',
  id: subscription.id,
  label: plan.name,
});

const cardLabel = (card: { brand: string | null; last4: string | null }) =>
  card.brand || card.last4 ? `${card.brand ?? 'card'} ending ${card.last4 ?? '????'}` : null;

async function invoicesOf(
  context: BillingContext,
  subscription: Subscription,
): Promise<{ invoices: TInvoice[]; available: boolean }> {
  try {
    const records = await context.provider.listInvoices(subscription);
    return {
      available: true,
      invoices: records.map((record) => ({
        id: record.providerInvoiceId,
        date: record.createdAt.toISOString(),
        amount: record.amountCents / 100,
        currency: record.currency,
        status: record.status,
        url: record.url ?? null,
      })),
    };
  } catch (error) {
    // The rest of the page is still worth showing when the provider cannot be reached.
    context.log.warn({ err: error }, 'Listing invoices failed');
    return { invoices: [], available: false };
  }
}

async function planOf(context: BillingContext, subscription: Subscription): Promise<Plan> {
  const plan = await findPlan(context.db, subscription.planId);
  if (!plan) throw new Error(`Plan ${subscription.planId} of a subscription is missing`);
  return plan;
}

export async function getBilling(
  context: BillingContext,
  organisationId: string,
): Promise<TBillingResponse> {
  const repository = subscriptionRepository(context.db, organisationId);
  const [stored, seatsUsed, plans] = await Promise.all([
    repository.get(),
    repository.seatsUsed(),
    listActivePlans(context.db),
  ]);
  const base = {
    payment_provider: context.provider.name,
    seats_used: seatsUsed,
    plans,
  };
  if (!stored) {
    return {
      ...base,
      subscription: null,
      payment_method: null,
      seat_limit: null,
      invoices: [],
      invoices_available: true,
    };
  }
  const plan = await planOf(context, stored);
  const subscription = await context.db.transaction((tx) => settleBuiltinPeriods(tx, stored, plan));
  const { invoices, available } = await invoicesOf(context, subscription);
  return {
    ...base,
    subscription: toSubscription(subscription, plan),
    payment_method: toPaymentMethod(subscription),
    seat_limit: plan.seatLimit,
    invoices,
    invoices_available: available,
  };
}

/** The subscription as it stands now (ended periods settled), refused once it has ended. */
async function liveSubscription(context: BillingContext, organisationId: string) {
  const stored = await subscriptionRepository(context.db, organisationId).get();
  if (!stored) throw new AppError(SUBSCRIPTION_MESSAGES.none);
  const plan = await planOf(context, stored);
  const subscription = await context.db.transaction((tx) => settleBuiltinPeriods(tx, stored, plan));
  if (subscription.status === 'cancelled') throw new AppError(SUBSCRIPTION_MESSAGES.ended);
  return { subscription, plan };
}

export async function updatePaymentMethod(
  context: BillingContext,
  caller: Caller,
  token: string,
): Promise<TBillingResponse> {
  const { subscription } = await liveSubscription(context, caller.organisationId);
  const card: CardDetails = await context.provider.updatePaymentMethod(subscription, token);
  await context.db.transaction(async (tx) => {
    await subscriptionRepository(tx, caller.organisationId).update(subscription.id, {
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardExpMonth: card.expMonth,
      cardExpYear: card.expYear,
    });
    const previous = cardLabel({ brand: subscription.cardBrand, last4: subscription.cardLast4 });
    const subject: AuditSubject = {
      type: 'subscription',
      id: subscription.id,
      label: 'Payment method',
    };
    await recordChange(tx, caller, 'subscription.payment_method_updated', subject, {
      before: { card: previous },
      after: { card: cardLabel(card) },
    });
  });
  return getBilling(context, caller.organisationId);
}

export async function changePlan(
  context: BillingContext,
  caller: Caller,
  input: TChangePlanRequest,
): Promise<TBillingResponse> {
  const { subscription, plan: previous } = await liveSubscription(context, caller.organisationId);
  const period = input.billing_period ?? 'monthly';
  const plan = await findPlan(context.db, input.plan_id, { activeOnly: true });
  if (!plan) throw new ValidationError({ plan_id: [BILLING_MESSAGES.planUnavailable] });
  if (plan.id === subscription.planId && period === subscription.billingPeriod) {
    throw new AppError(SUBSCRIPTION_MESSAGES.samePlan);
  }
  const seatsUsed = await subscriptionRepository(context.db, caller.organisationId).seatsUsed();
  if (plan.seatLimit !== null && seatsUsed > plan.seatLimit) {
    throw seatLimitError(plan, seatsUsed);
  }
  const changed = await context.provider.changePlan(subscription, { plan, period });

  await context.db.transaction(async (tx) => {
    const repository = subscriptionRepository(tx, caller.organisationId);
    await repository.update(subscription.id, {
      planId: plan.id,
      billingPeriod: period,
      status: changed.status,
      currentPeriodEnd: changed.currentPeriodEnd,
      trialEndsAt: changed.trialEndsAt,
    });
    if (changed.invoice) await repository.recordInvoice(subscription.id, changed.invoice);
    const diff = changedFields(
      { plan: previous.name, billing_period: subscription.billingPeriod },
      { plan: plan.name, billing_period: period },
    );
    const subject = subscriptionSubject(subscription, plan);
    await recordChange(tx, caller, 'subscription.plan_changed', subject, diff);
  });
  return getBilling(context, caller.organisationId);
}

export async function cancelSubscription(
  context: BillingContext,
  caller: Caller,
): Promise<TBillingResponse> {
  const { subscription, plan } = await liveSubscription(context, caller.organisationId);
  if (subscription.cancelAtPeriodEnd) {
    throw new AppError(SUBSCRIPTION_MESSAGES.alreadyCancelling);
  }
  // A plan without a paid period (the free plan) has nothing to run out: it ends now.
  const endsNow = !subscription.currentPeriodEnd;
  if (endsNow) await context.provider.cancel(subscription);
  else await context.provider.setCancelAtPeriodEnd(subscription, true);

  const now = new Date();
  await context.db.transaction(async (tx) => {
    await subscriptionRepository(tx, caller.organisationId).update(
      subscription.id,
      endsNow
        ? { status: 'cancelled', cancelledAt: now }
        : { cancelAtPeriodEnd: true, cancelledAt: now },
    );
    const subject = subscriptionSubject(subscription, plan);
    await recordChange(tx, caller, 'subscription.cancelled', subject, {
      before: { status: subscription.status, cancel_at_period_end: false },
      after: {
        status: endsNow ? 'cancelled' : subscription.status,
        cancel_at_period_end: !endsNow,
        access_until: iso(subscription.currentPeriodEnd) ?? now.toISOString(),
      },
    });
  });
  return getBilling(context, caller.organisationId);
}

export async function resumeSubscription(
  context: BillingContext,
  caller: Caller,
): Promise<TBillingResponse> {
  const { subscription, plan } = await liveSubscription(context, caller.organisationId);
  if (!subscription.cancelAtPeriodEnd) throw new AppError(SUBSCRIPTION_MESSAGES.notCancelling);
  await context.provider.setCancelAtPeriodEnd(subscription, false);
  await context.db.transaction(async (tx) => {
    await subscriptionRepository(tx, caller.organisationId).update(subscription.id, {
      cancelAtPeriodEnd: false,
      cancelledAt: null,
    });
    const subject = subscriptionSubject(subscription, plan);
    await recordChange(tx, caller, 'subscription.resumed', subject, {
      before: { cancel_at_period_end: true },
      after: { cancel_at_period_end: false },
    });
  });
  return getBilling(context, caller.organisationId);
}
