/**
 * Plans and the sign-up payment (spec section 7: GET /v1/auth/plans, POST /v1/auth/payment).
 * Prices are in major units (9.5 = 9.50) of the plan's currency.
 */
import { z } from 'zod';

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
    user_id: z.uuid({ message: 'A valid user id is required' }),
    plan_id: z.uuid({ message: 'Please choose a plan' }),
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
