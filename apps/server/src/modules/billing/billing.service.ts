/**
 * Plans and the sign-up payment. The payment is the fourth step of the registration wizard: the
 * caller has no token yet and names the user; only a verified owner of an organisation without a
 * subscription can pay, once, and gets an access token in return.
 */
import type {
  TPaymentRequest,
  TPaymentResponse,
  TPlan,
  TDomainErrorCode,
} from '@mainstay/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  organisations,
  payments,
  plans,
  roles,
  subscriptions,
  userRoles,
  users,
  type Plan,
} from '../../db/schema/index.ts';
import { AppError, ValidationError } from '../../lib/errors.ts';
import { createAccessToken, endSignUpSecret } from '../auth/index.ts';
import type { CreatedSubscription, PaymentProvider } from './payment-provider.ts';
import { forOrganisation } from '../../lib/tenancy.ts';

/** The success sentence of the payment, a key of packages/i18n `notices`. */
export const PAYMENT_SUCCESS = 'notices:paymentProcessed';
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

/** The refusals of this service, as error codes (the sentences are in packages/i18n). */
export const BILLING_MESSAGES = {
  userNotFound: 'BILLING_ACCOUNT_NOT_FOUND',
  notVerified: 'BILLING_NOT_VERIFIED',
  deactivated: 'BILLING_DEACTIVATED',
  noOrganisation: 'BILLING_NO_ORGANISATION',
  notOwner: 'BILLING_NOT_OWNER',
  alreadySubscribed: 'ALREADY_SUBSCRIBED',
  planUnavailable: 'PLAN_UNAVAILABLE',
} as const satisfies Record<string, TDomainErrorCode>;

export function toPlanResponse(plan: Plan): TPlan {
  return {
    id: plan.id,
    key: plan.key,
    name: plan.name,
    description: plan.description,
    price_monthly: plan.priceMonthlyCents / 100,
    price_yearly: plan.priceYearlyCents / 100,
    currency: plan.currency,
    seat_limit: plan.seatLimit,
    features: plan.features,
    is_free: plan.isFree,
    trial_days: plan.trialDays,
  };
}

export async function listActivePlans(db: Database): Promise<TPlan[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(eq(plans.active, true))
    .orderBy(asc(plans.sortOrder), asc(plans.priceMonthlyCents), asc(plans.name));
  return rows.map(toPlanResponse);
}

async function payingOwner(db: Database, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      organisationId: users.organisationId,
      email: users.email,
      name: users.name,
      status: users.status,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new AppError(BILLING_MESSAGES.userNotFound);
  if (user.status === 'deactivated') throw new AppError(BILLING_MESSAGES.deactivated);
  if (!user.emailVerifiedAt) throw new AppError(BILLING_MESSAGES.notVerified);
  const organisationId = user.organisationId as string | null;
  if (!organisationId) throw new AppError(BILLING_MESSAGES.noOrganisation);

  const [organisation] = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .limit(1);
  if (!organisation) throw new AppError(BILLING_MESSAGES.noOrganisation);
  const [ownerRole] = await db
    .select({ id: roles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        forOrganisation(db, organisationId).where(userRoles, eq(userRoles.userId, user.id)),
        eq(roles.key, 'owner'),
      ),
    )
    .limit(1);
  if (!ownerRole) throw new AppError(BILLING_MESSAGES.notOwner);
  return { user, organisation };
}

async function hasLiveSubscription(db: Database, organisationId: string): Promise<boolean> {
  const [row] = await db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(forOrganisation(db, organisationId).where(subscriptions))
    .limit(1);
  return !!row && row.status !== 'cancelled';
}

export async function processPayment(
  db: Database,
  provider: PaymentProvider,
  input: TPaymentRequest,
): Promise<TPaymentResponse> {
  const { user, organisation } = await payingOwner(db, input.user_id);
  if (await hasLiveSubscription(db, organisation.id)) {
    throw new AppError(BILLING_MESSAGES.alreadySubscribed);
  }
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, input.plan_id), eq(plans.active, true)))
    .limit(1);
  if (!plan) throw new ValidationError({ plan_id: [BILLING_MESSAGES.planUnavailable] });

  const created = await provider.createSubscription({
    organisation,
    user,
    plan,
    period: input.billing_period,
    paymentMethodToken: input.payment_method_token || null,
  });

  const stored = await db.transaction(async (tx) => {
    const values = subscriptionValues(organisation.id, plan.id, provider, created, input);
    // One row per organisation: a cancelled one is replaced, a live one (a concurrent payment
    // that won the race) is not.
    const [subscription] = await tx
      .insert(subscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: subscriptions.organisationId,
        set: values,
        setWhere: eq(subscriptions.status, 'cancelled'),
      })
      .returning();
    if (!subscription) return undefined;
    if (created.invoice) {
      await tx.insert(payments).values({
        organisationId: organisation.id,
        subscriptionId: subscription.id,
        amountCents: created.invoice.amountCents,
        currency: created.invoice.currency,
        status: created.invoice.status,
        providerInvoiceId: created.invoice.providerInvoiceId,
      });
    }
    // The sign-up is complete: its secret has nothing left to open.
    await endSignUpSecret(tx, user.id);
    const token = await createAccessToken(tx, user.id, organisation.id, {
      deviceName: 'Mainstay web',
      ttlSeconds: SESSION_TTL_SECONDS,
    });
    return { token };
  });
  if (!stored) throw new AppError(BILLING_MESSAGES.alreadySubscribed);
  return { success: true, token: stored.token, message: PAYMENT_SUCCESS };
}

function subscriptionValues(
  organisationId: string,
  planId: string,
  provider: PaymentProvider,
  created: CreatedSubscription,
  input: TPaymentRequest,
) {
  return {
    organisationId,
    planId,
    status: created.status,
    billingPeriod: input.billing_period,
    provider: provider.name,
    providerCustomerId: created.customerId,
    providerSubscriptionId: created.subscriptionId,
    currentPeriodEnd: created.currentPeriodEnd,
    trialEndsAt: created.trialEndsAt,
    cardBrand: created.card?.brand ?? null,
    cardLast4: created.card?.last4 ?? null,
    cardExpMonth: created.card?.expMonth ?? null,
    cardExpYear: created.card?.expYear ?? null,
  };
}
