/**
 * Plans and the sign-up payment (spec section 7: GET /v1/auth/plans, POST /v1/auth/payment).
 * Prices are in major units (9.5 = 9.50) of the plan's currency.
 */
import { z } from 'zod';
import { ZSignUpSecretField } from '../auth/fields.ts';
import { v } from '../validation.ts';

export const PAYMENT_PROVIDER_NAMES = ['builtin', 'stripe'] as const;
export const BILLING_PERIOD_NAMES = ['monthly', 'yearly'] as const;

export const ZPlan = z
  .object({
    id: z.uuid(),
    key: z.string(),
    name: z.string(),
    description: z.string(),
    price_monthly: z.number().describe('Price per month, in major units of `currency`'),
    price_yearly: z.number().describe('Price per year, in major units of `currency`'),
    currency: z.string().describe('ISO 4217 code, e.g. EUR'),
    seat_limit: z.number().int().nullable().describe('Most users allowed; null is unlimited'),
    features: z.array(z.string()),
    is_free: z.boolean(),
    trial_days: z.number().int().describe('Days of free trial before the first charge'),
  })
  .meta({ id: 'Plan' });
export type TPlan = z.infer<typeof ZPlan>;

export const ZPlansResponse = z
  .object({
    plans: z.array(ZPlan),
    payment_provider: z.enum(PAYMENT_PROVIDER_NAMES),
    publishable_key: z
      .string()
      .nullable()
      .describe('Stripe publishable key for the card field; null with the built-in provider'),
  })
  .meta({ id: 'PlansResponse' });
export type TPlansResponse = z.infer<typeof ZPlansResponse>;

export const ZPaymentRequest = z
  .object({
    user_id: z.uuid(v('common.userIdRequired')),
    sign_up_secret: ZSignUpSecretField.describe(
      "The sign_up_secret returned by register; not needed with the user's own bearer token",
    ),
    plan_id: z.uuid(v('billing.planRequired')),
    payment_method_token: z
      .string()
      .trim()
      .max(255)
      .nullish()
      .describe('Card token from the payment provider; not needed for free plans and trials'),
    billing_period: z.enum(BILLING_PERIOD_NAMES).default('monthly'),
  })
  .meta({ id: 'PaymentRequest' });
export type TPaymentRequest = z.infer<typeof ZPaymentRequest>;

export const ZPaymentResponse = z
  .object({ success: z.boolean(), token: z.string(), message: z.string() })
  .meta({ id: 'PaymentResponse' });
export type TPaymentResponse = z.infer<typeof ZPaymentResponse>;

/*
 * Billing and subscription of the signed-in organisation (GET /v1/billing and its actions).
 * Amounts are in major units of their currency, as for plans.
 */
export const SUBSCRIPTION_STATUS_NAMES = ['trialing', 'active', 'past_due', 'cancelled'] as const;
export type TSubscriptionStatus = (typeof SUBSCRIPTION_STATUS_NAMES)[number];
export const INVOICE_STATUS_NAMES = ['paid', 'open', 'failed', 'void'] as const;

export const ZPaymentMethod = z
  .object({
    brand: z.string().nullable().describe('Card brand, e.g. visa'),
    last4: z.string().nullable(),
    exp_month: z.number().int().nullable(),
    exp_year: z.number().int().nullable(),
  })
  .meta({ id: 'PaymentMethod' });
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

export const ZInvoice = z
  .object({
    id: z.string().nullable().describe('The provider’s invoice id, when it has one'),
    date: z.iso.datetime(),
    amount: z.number().describe('In major units of `currency`'),
    currency: z.string(),
    status: z.enum(INVOICE_STATUS_NAMES),
    url: z.string().nullable().describe('Where the provider shows the invoice, when it does'),
  })
  .meta({ id: 'Invoice' });
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZSubscription = z
  .object({
    plan: ZPlan,
    status: z.enum(SUBSCRIPTION_STATUS_NAMES),
    billing_period: z.enum(BILLING_PERIOD_NAMES),
    price: z.number().describe('Price per billing period, in major units of the plan currency'),
    currency: z.string(),
    current_period_end: z.iso
      .datetime()
      .nullable()
      .describe('Renewal date; with cancel_at_period_end, the last day of access'),
    trial_ends_at: z.iso.datetime().nullable(),
    cancel_at_period_end: z.boolean(),
    cancelled_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Subscription' });
export type TSubscription = z.infer<typeof ZSubscription>;

export const ZBillingResponse = z
  .object({
    payment_provider: z.enum(PAYMENT_PROVIDER_NAMES),
    subscription: ZSubscription.nullable().describe('Null when no plan was ever chosen'),
    payment_method: ZPaymentMethod.nullable(),
    seats_used: z.number().int().describe('Active and invited users of the organisation'),
    seat_limit: z.number().int().nullable().describe('The plan’s limit; null is unlimited'),
    invoices: z.array(ZInvoice).describe('Newest first'),
    invoices_available: z
      .boolean()
      .describe('False when the payment provider could not be reached for the invoice history'),
    plans: z.array(ZPlan).describe('The plans the organisation can change to'),
  })
  .meta({ id: 'BillingResponse' });
export type TBillingResponse = z.infer<typeof ZBillingResponse>;

export const ZUpdatePaymentMethodRequest = z
  .object({
    payment_method_token: z
      .string(v('billing.cardRequired'))
      .trim()
      .min(1, v('billing.cardRequired'))
      .max(255, v('billing.cardRequired'))
      .describe('Card token from the payment provider (Stripe: a PaymentMethod id)'),
  })
  .meta({ id: 'UpdatePaymentMethodRequest' });
export type TUpdatePaymentMethodRequest = z.infer<typeof ZUpdatePaymentMethodRequest>;

export const ZChangePlanRequest = z
  .object({
    plan_id: z.uuid(v('billing.planRequired')),
    billing_period: z.enum(BILLING_PERIOD_NAMES).default('monthly'),
  })
  .meta({ id: 'ChangePlanRequest' });
export type TChangePlanRequest = z.input<typeof ZChangePlanRequest>;
