/**
 * GET /v1/auth/plans and POST /v1/auth/payment (spec section 7), both public: they are steps of
 * the sign-up wizard, before the user holds a token. The payment provider is chosen once, from
 * configuration: Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in one.
 */
import {
  ZPaymentRequest,
  ZPaymentResponse,
  ZPlansResponse,
  type TPlansResponse,
} from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { listActivePlans, processPayment } from './billing.service.ts';
import { paymentProviderFor, type PaymentConfig } from './provider-for.ts';

export interface BillingRoutesOptions {
  config: PaymentConfig;
}

export const billingRoutes: FastifyPluginAsyncZod<BillingRoutesOptions> = async (
  app,
  { config },
) => {
  const provider = await paymentProviderFor(app, config);

  app.get(
    '/auth/plans',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'The plans on offer, and how payment is taken',
        response: { 200: ZPlansResponse },
      },
    },
    async (): Promise<TPlansResponse> => ({
      plans: await listActivePlans(app.db),
      payment_provider: provider.name,
      publishable_key: provider.name === 'stripe' ? (config.stripePublishableKey ?? null) : null,
    }),
  );

  app.post(
    '/auth/payment',
    {
      config: { public: true, rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary:
          'Sign-up step 4: subscribe the new organisation to a plan; returns an access token',
        body: ZPaymentRequest,
        response: {
          200: ZPaymentResponse,
          ...errorResponses(402, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request) => processPayment(app.db, provider, request.body),
  );
};
