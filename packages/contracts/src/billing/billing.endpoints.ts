/**
 * Plans and the first payment at sign-up, and the organisation's subscription.
 */
import { defineEndpoint } from '../endpoints/define.ts';
import {
  ZBillingResponse,
  ZChangePlanRequest,
  ZPaymentRequest,
  ZPaymentResponse,
  ZPlansResponse,
  ZUpdatePaymentMethodRequest,
} from './billing.ts';

export const billingEndpoints = {
  plans: defineEndpoint({
    method: 'GET',
    path: '/v1/auth/plans',
    responses: { 200: ZPlansResponse },
    errors: [],
    access: { public: true },
    tags: ['auth'],
    summary: 'The plans on offer, and how payment is taken',
  }),
  payment: defineEndpoint({
    method: 'POST',
    path: '/v1/auth/payment',
    body: ZPaymentRequest,
    responses: { 200: ZPaymentResponse },
    errors: [402, 403, 404, 409, 422, 429],
    access: { public: true },
    tags: ['auth'],
    summary: 'Sign-up step 4: subscribe the new organisation to a plan; returns an access token',
  }),
  getBilling: defineEndpoint({
    method: 'GET',
    path: '/v1/billing',
    responses: { 200: ZBillingResponse },
    errors: [401, 403],
    access: { permission: { action: 'read', subject: 'organisation' } },
    tags: ['billing'],
    summary: 'Plan, subscription status, card, seats, invoices and the plans on offer',
  }),
  setPaymentMethod: defineEndpoint({
    method: 'PUT',
    path: '/v1/billing/payment-method',
    body: ZUpdatePaymentMethodRequest,
    responses: { 200: ZBillingResponse },
    errors: [401, 402, 403, 404, 409, 422, 503],
    access: { permission: { action: 'manage', subject: 'organisation' } },
    tags: ['billing'],
    summary: 'Replace the card the subscription is charged to',
  }),
  changePlan: defineEndpoint({
    method: 'POST',
    path: '/v1/billing/change-plan',
    body: ZChangePlanRequest,
    responses: { 200: ZBillingResponse },
    errors: [401, 402, 403, 404, 409, 422, 503],
    access: { permission: { action: 'manage', subject: 'organisation' } },
    tags: ['billing'],
    summary: 'Upgrade or downgrade; refused (409) below the users already in the organisation',
  }),
  cancelSubscription: defineEndpoint({
    method: 'POST',
    path: '/v1/billing/cancel',
    responses: { 200: ZBillingResponse },
    errors: [401, 403, 404, 409, 503],
    access: { permission: { action: 'manage', subject: 'organisation' } },
    tags: ['billing'],
    summary: 'Cancel at the end of the paid period; the organisation stays usable until then',
  }),
  resumeSubscription: defineEndpoint({
    method: 'POST',
    path: '/v1/billing/resume',
    responses: { 200: ZBillingResponse },
    errors: [401, 403, 404, 409, 503],
    access: { permission: { action: 'manage', subject: 'organisation' } },
    tags: ['billing'],
    summary: 'Undo a cancellation before the period ends',
  }),
};
