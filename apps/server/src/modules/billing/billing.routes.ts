/**
 * GET /v1/auth/plans and POST /v1/auth/payment (spec section 7), both public: they are steps of
 * the sign-up wizard, before the user holds a token. The payment needs the sign-up secret
 * register returned (or the user's own bearer token). The payment provider is chosen once, from
 * configuration: Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in one.
 */
import { type TPlansResponse, billingEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { authoriseSignUpStep } from '../auth/index.ts';
import { worded } from '../../plugins/language.ts';
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

  route(app, billingEndpoints.plans, async (): Promise<TPlansResponse> => ({
    plans: await listActivePlans(app.db),
    payment_provider: provider.name,
    publishable_key: provider.name === 'stripe' ? (config.stripePublishableKey ?? null) : null,
  }));

  route(
    app,
    billingEndpoints.payment,
    async (request) => {
      await authoriseSignUpStep(app.db, {
        userId: request.body.user_id,
        secret: request.body.sign_up_secret,
        authorization: request.headers.authorization,
      });
      return worded(request, await processPayment(app.db, provider, request.body));
    },
    { rateLimit: { max: 20, timeWindow: 60_000 } },
  );
};
