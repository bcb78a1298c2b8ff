/** Billing: plans and payment (public and during sign-up), and managing the subscription. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingManageRoutes } from './billing-manage.routes.ts';
import { billingRoutes } from './billing.routes.ts';
import type { PaymentConfig } from './provider-for.ts';

export interface BillingModuleOptions {
  config: PaymentConfig;
}

export const billingModule: FastifyPluginAsyncZod<BillingModuleOptions> = async (
  app,
  { config },
) => {
  await app.register(billingRoutes, { config });
  await app.register(billingManageRoutes, { config });
};
