/**
 * Chooses the payment provider once, from configuration: Stripe when STRIPE_SECRET_KEY is set,
 * otherwise the built-in one. The sign-up payment and the billing page use the same choice.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env.ts';
import { builtinProvider } from './builtin-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { stripeProvider } from './stripe-provider.ts';

export type PaymentConfig = Pick<
  Config,
  'stripeSecretKey' | 'stripePublishableKey' | 'stripeApiBase'
>;

export function paymentProviderFor(app: FastifyInstance, config: PaymentConfig): PaymentProvider {
  return config.stripeSecretKey
    ? stripeProvider({
        secretKey: config.stripeSecretKey,
        apiBase: config.stripeApiBase,
        db: app.db,
        log: app.log.child({ module: 'billing' }),
      })
    : builtinProvider(app.db);
}
