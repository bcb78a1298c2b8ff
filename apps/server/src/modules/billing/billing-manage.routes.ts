/**
 * The organisation's billing and subscription (the Billing and Subscription panels of the
 * organisation page): reading needs read organisation, every change needs manage organisation.
 */
import {
  ZBillingResponse,
  ZChangePlanRequest,
  ZUpdatePaymentMethodRequest,
} from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../lib/route-schemas.ts';
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

const manage = { permission: { action: 'manage', subject: 'organisation' } } as const;
const tags = ['billing'];

export const billingManageRoutes: FastifyPluginAsyncZod<BillingManageRoutesOptions> = async (
  app,
  { config },
) => {
  const context: BillingContext = {
    db: app.db,
    provider: await paymentProviderFor(app, config),
    log: app.log.child({ module: 'billing' }),
  };

  app.get(
    '/billing',
    {
      config: { permission: { action: 'read', subject: 'organisation' } },
      schema: {
        tags,
        summary: 'Plan, subscription status, card, seats, invoices and the plans on offer',
        response: { 200: ZBillingResponse, ...PRIVATE_ROUTE_ERRORS },
      },
    },
    async (request) => getBilling(context, authOf(request).organisationId),
  );

  app.put(
    '/billing/payment-method',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Replace the card the subscription is charged to',
        body: ZUpdatePaymentMethodRequest,
        response: {
          200: ZBillingResponse,
          ...PRIVATE_ROUTE_ERRORS,
          ...errorResponses(402, 404, 409, 422, 503),
        },
      },
    },
    async (request) =>
      updatePaymentMethod(context, authOf(request), request.body.payment_method_token),
  );

  app.post(
    '/billing/change-plan',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Upgrade or downgrade; refused (409) below the users already in the organisation',
        body: ZChangePlanRequest,
        response: {
          200: ZBillingResponse,
          ...PRIVATE_ROUTE_ERRORS,
          ...errorResponses(402, 404, 409, 422, 503),
        },
      },
    },
    async (request) => changePlan(context, authOf(request), request.body),
  );

  app.post(
    '/billing/cancel',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Cancel at the end of the paid period; the organisation stays usable until then',
        response: {
          200: ZBillingResponse,
          ...PRIVATE_ROUTE_ERRORS,
          ...errorResponses(404, 409, 503),
        },
      },
    },
    async (request) => cancelSubscription(context, authOf(request)),
  );

  app.post(
    '/billing/resume',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Undo a cancellation before the period ends',
        response: {
          200: ZBillingResponse,
          ...PRIVATE_ROUTE_ERRORS,
          ...errorResponses(404, 409, 503),
        },
      },
    },
    async (request) => resumeSubscription(context, authOf(request)),
  );
};
