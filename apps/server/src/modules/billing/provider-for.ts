/**
 * Chooses the payment provider once, from configuration: Stripe when STRIPE_SECRET_KEY is set,
 * otherwise the built-in one. The sign-up payment and the billing page use the same choice.
 * The Stripe provider (and its SDK) is imported only when chosen, so other installs never load it.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env.ts';
import { builtinProvider } from './builtin-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';

export type PaymentConfig = Pick<
  Config,
  'stripeSecretKey' | 'stripePublishableKey' | 'stripeApiBase'
>;

export async function paymentProviderFor(
  app: FastifyInstance,
  config: PaymentConfig,
): Promise<PaymentProvider> {
  if (!config.stripeSecretKey) return builtinProvider(app.db);
  const { stripeProvider } = await import('./stripe-provider.ts');
  return stripeProvider({
    secretKey: config.stripeSecretKey,
    apiBase: config.stripeApiBase,
    db: app.db,
    log: app.log.child({ module: 'billing' }),
  });
}
