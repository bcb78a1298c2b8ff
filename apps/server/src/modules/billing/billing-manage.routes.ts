/**
 * The organisation's billing and subscription (the Billing and Subscription panels of the
 * organisation page): reading needs read organisation, every change needs manage organisation.
 */
import { billingEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

import { authOf } from '../../plugins/auth.ts';
import {
  cancelSubscription,
  changePlan,
  getBilling,
  resumeSubscription,
  updatePaymentMethod,
  type BillingContext,
} from './billing-manage.service.ts';
import { paymentProviderFor, type PaymentConfig } from './provider-for.ts';

export interface BillingManageRoutesOptions {
  config: PaymentConfig;
}

export const billingManageRoutes: FastifyPluginAsyncZod<BillingManageRoutesOptions> = async (
  app,
  { config },
) => {
  const context: BillingContext = {
    db: app.db,
    provider: await paymentProviderFor(app, config),
    log: app.log.child({ module: 'billing' }),
  };

  route(app, billingEndpoints.getBilling, async (request) =>
    getBilling(context, authOf(request).organisationId),
  );

  route(app, billingEndpoints.setPaymentMethod, async (request) =>
    updatePaymentMethod(context, authOf(request), request.body.payment_method_token),
  );

  route(app, billingEndpoints.changePlan, async (request) =>
    changePlan(context, authOf(request), request.body),
  );

  route(app, billingEndpoints.cancelSubscription, async (request) =>
    cancelSubscription(context, authOf(request)),
  );

  route(app, billingEndpoints.resumeSubscription, async (request) =>
    resumeSubscription(context, authOf(request)),
  );
};
