// The billing page with the Stripe provider, through the real SDK against a local HTTP server on
// 127.0.0.1 answering the endpoints used (as billing-stripe.test.ts does for the sign-up payment):
// invoices list, payment method attach, subscription retrieve and update.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_ROLES } from '@mainstay/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedPlans } from '../src/seed/plans.ts';
import { plans, subscriptions } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';

interface StripeCall {
  method: string;
  path: string;
  params: Record<string, string>;
}

const PERIOD_END = 1_900_000_000;
const CARDS: Record<string, { brand: string; last4: string }> = {
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_visa: { brand: 'visa', last4: '4242' },
};
let failInvoices = false;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function subscriptionBody(params: Record<string, string>) {
  return {
    id: 'sub_live1',
    object: 'subscription',
    status: 'active',
    cancel_at_period_end: params.cancel_at_period_end === 'true',
    trial_end: null,
    items: {
      object: 'list',
      data: [
        {
          id: 'si_live1',
          object: 'subscription_item',
          current_period_end: PERIOD_END,
          price: { id: params['items[0][price]'] ?? 'price_pro_month' },
        },
      ],
    },
  };
}

function answer(call: StripeCall): { status: number; body: unknown } {
  const { method, path, params } = call;
  if (method === 'GET' && path === '/v1/invoices') {
    if (failInvoices)
      return { status: 500, body: { error: { type: 'api_error', message: 'Down' } } };
    const invoice = (id: string, created: number, amount: number, status: string) => ({
      id,
      object: 'invoice',
      created,
      amount_due: amount,
      currency: 'eur',
      status,
      hosted_invoice_url: `https://invoice.stripe.test/${id}`,
    });
    return {
      status: 200,
      body: {
        object: 'list',
        has_more: false,
        data: [
          invoice('in_2', 1_760_000_000, 7900, 'open'),
          invoice('in_1', 1_757_000_000, 7900, 'paid'),
        ],
      },
    };
  }
  const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path);
  if (method === 'POST' && attach) {
    if (attach[1] === 'pm_card_chargeDeclined') {
      const error = {
        type: 'card_error',
        code: 'card_declined',
        message: 'Your card was declined.',
      };
      return { status: 402, body: { error } };
    }
    return {
      status: 200,
      body: { id: attach[1], object: 'payment_method', customer: params.customer },
    };
  }
  const paymentMethod = /^\/v1\/payment_methods\/([^/]+)$/.exec(path);
  if (method === 'GET' && paymentMethod) {
    const card = {
      ...(CARDS[paymentMethod[1] ?? ''] ?? CARDS.pm_card_visa),
      exp_month: 8,
      exp_year: 2031,
    };
    return { status: 200, body: { id: paymentMethod[1], object: 'payment_method', card } };
  }
  if (method === 'POST' && /^\/v1\/customers\/[^/]+$/.test(path)) {
    return { status: 200, body: { id: path.split('/').at(-1), object: 'customer' } };
  }
  if (method === 'POST' && path === '/v1/prices') {
    return {
      status: 200,
      body: { id: `price_new_${params['recurring[interval]']}`, object: 'price' },
    };
  }
  if (/^\/v1\/subscriptions\/[^/]+$/.test(path)) {
    if (method === 'GET') return { status: 200, body: subscriptionBody({}) };
    if (method === 'POST') return { status: 200, body: subscriptionBody(params) };
  }
  return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unknown' } } };
}

async function startFakeStripe() {
  const calls: StripeCall[] = [];
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const call: StripeCall = {
        method: request.method ?? 'GET',
        path: url.pathname,
        params: Object.fromEntries(new URLSearchParams(body || url.search)),
      };
      calls.push(call);
      const { status, body: json } = answer(call);
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      response.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('billing with the Stripe provider', () => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let planIds: Record<string, string>;
  let organisationId: string;
  let token: string;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_mainstay',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_mainstay',
        STRIPE_API_BASE: stripe.url,
      },
    });
    await seedPlans(t.app.db);
    const rows = await t.app.db.select().from(plans);
    planIds = Object.fromEntries(rows.map((row) => [row.key, row.id]));
    const organisation = await createOrganisation(t.app.db, 'Stripe Estates');
    organisationId = organisation.id;
    const ownerRules = DEFAULT_ROLES.find((role) => role.key === 'owner')?.rules ?? [];
    token = (await createUserWithToken(t.app.db, organisationId, { rules: ownerRules })).token;
    await t.app.db.insert(subscriptions).values({
      organisationId,
      planId: planIds.professional ?? '',
      status: 'active',
      billingPeriod: 'monthly',
      provider: 'stripe',
      providerCustomerId: 'cus_live1',
      providerSubscriptionId: 'sub_live1',
      currentPeriodEnd: new Date(PERIOD_END * 1000),
      cardBrand: 'visa',
      cardLast4: '4242',
      cardExpMonth: 12,
      cardExpYear: 2030,
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });
  beforeEach(() => {
    stripe.calls.length = 0;
    failInvoices = false;
  });

  const send = (method: 'POST' | 'PUT', path: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url: `/api/v1/billing/${path}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });

  it('lists Stripe’s invoices with their links', async () => {
    const response = await t.app.inject({ url: '/api/v1/billing', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.payment_provider).toBe('stripe');
    expect(body.invoices_available).toBe(true);
    expect(body.invoices).toEqual([
      {
        id: 'in_2',
        date: new Date(1_760_000_000_000).toISOString(),
        amount: 79,
        currency: 'EUR',
        status: 'open',
        url: 'https://invoice.stripe.test/in_2',
      },
      expect.objectContaining({ id: 'in_1', status: 'paid' }),
    ]);
    const list = stripe.calls.find((call) => call.path === '/v1/invoices');
    expect(list?.params).toMatchObject({ customer: 'cus_live1' });
  });

  it('still shows the page when the invoices cannot be fetched', async () => {
    failInvoices = true;
    const response = await t.app.inject({ url: '/api/v1/billing', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ invoices: [], invoices_available: false });
    expect(response.json().subscription.plan.key).toBe('professional');
  });

  it('attaches a new card and makes it the default', async () => {
    const response = await send('PUT', 'payment-method', {
      payment_method_token: 'pm_card_mastercard',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().payment_method).toEqual({
      brand: 'mastercard',
      last4: '4444',
      exp_month: 8,
      exp_year: 2031,
    });
    const paths = stripe.calls.map((call) => `${call.method} ${call.path}`);
    expect(paths.slice(0, 4)).toEqual([
      'POST /v1/payment_methods/pm_card_mastercard/attach',
      'POST /v1/customers/cus_live1',
      'POST /v1/subscriptions/sub_live1',
      'GET /v1/payment_methods/pm_card_mastercard',
    ]);
    expect(stripe.calls[0]?.params).toEqual({ customer: 'cus_live1' });
    expect(stripe.calls[1]?.params).toEqual({
      'invoice_settings[default_payment_method]': 'pm_card_mastercard',
    });
    expect(stripe.calls[2]?.params).toEqual({ default_payment_method: 'pm_card_mastercard' });
  });

  it('answers a declined card with its code, worded for the caller', async () => {
    const response = await send('PUT', 'payment-method', {
      payment_method_token: 'pm_card_chargeDeclined',
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe('Your card was declined.');
  });

  it('changes the plan by updating the subscription item’s price', async () => {
    const response = await send('POST', 'change-plan', {
      plan_id: planIds.enterprise,
      billing_period: 'yearly',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().subscription).toMatchObject({
      plan: { key: 'enterprise' },
      billing_period: 'yearly',
      current_period_end: new Date(PERIOD_END * 1000).toISOString(),
    });
    const update = stripe.calls.find(
      (call) => call.method === 'POST' && call.path === '/v1/subscriptions/sub_live1',
    );
    expect(update?.params).toMatchObject({
      'items[0][id]': 'si_live1',
      'items[0][price]': 'price_new_year',
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
    });
    const [stored] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organisationId, organisationId));
    expect(stored?.planId).toBe(planIds.enterprise);
  });

  it('cancels at period end and resumes through Stripe', async () => {
    const cancel = await send('POST', 'cancel');
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().subscription.cancel_at_period_end).toBe(true);
    const resume = await send('POST', 'resume');
    expect(resume.statusCode).toBe(200);
    expect(resume.json().subscription.cancel_at_period_end).toBe(false);
    const updates = stripe.calls.filter((call) => call.path === '/v1/subscriptions/sub_live1');
    expect(updates.map((call) => call.params)).toEqual([
      { cancel_at_period_end: 'true' },
      { cancel_at_period_end: 'false' },
    ]);
  });
});
