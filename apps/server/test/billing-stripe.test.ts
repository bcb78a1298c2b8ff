/**
 * The Stripe provider, through the real SDK, against a local HTTP server on 127.0.0.1 that answers
 * the endpoints it uses like Stripe does (form-encoded requests, JSON answers, 402 card errors).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { seedPlans } from '../src/seed/plans.ts';
import { plans, subscriptions } from '../src/db/schema/index.ts';
import { rolesRepository } from '../src/modules/roles/roles.repository.ts';
import { usersRepository } from '../src/modules/users/users.repository.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { signUpSecretFor } from './helpers/auth-flows.ts';
import { createOrganisation } from './helpers/fixtures.ts';

interface StripeCall {
  method: string;
  path: string;
  authorization: string | undefined;
  params: Record<string, string>;
}

const PERIOD_END = 1_900_000_000;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function answer(call: StripeCall): { status: number; body: unknown } {
  if (call.method === 'POST' && call.path === '/v1/customers') {
    return { status: 200, body: { id: 'cus_test1', object: 'customer', email: call.params.email } };
  }
  if (call.method === 'POST' && call.path === '/v1/prices') {
    const id = `price_test_${call.params['recurring[interval]']}`;
    return { status: 200, body: { id, object: 'price' } };
  }
  if (call.method === 'POST' && call.path === '/v1/subscriptions') {
    if (call.params.default_payment_method === 'pm_card_chargeDeclined') {
      const error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      };
      return { status: 402, body: { error } };
    }
    if (call.params.default_payment_method === 'pm_card_explode') {
      return {
        status: 400,
        body: { error: { type: 'invalid_request_error', message: 'No such PaymentMethod' } },
      };
    }
    const trial = call.params.trial_period_days;
    return {
      status: 200,
      body: {
        id: 'sub_test1',
        object: 'subscription',
        status: trial ? 'trialing' : 'active',
        trial_end: trial ? PERIOD_END - 100 : null,
        items: {
          object: 'list',
          data: [{ id: 'si_1', object: 'subscription_item', current_period_end: PERIOD_END }],
        },
      },
    };
  }
  if (call.method === 'GET' && call.path.startsWith('/v1/payment_methods/')) {
    const card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };
    return {
      status: 200,
      body: { id: call.path.split('/').at(-1), object: 'payment_method', card },
    };
  }
  return {
    status: 404,
    body: { error: { type: 'invalid_request_error', message: 'Unknown endpoint' } },
  };
}

async function startFakeStripe() {
  const calls: StripeCall[] = [];
  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const call: StripeCall = {
        method: request.method ?? 'GET',
        path: url.pathname,
        authorization: request.headers.authorization,
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

/** The sign-up secret of each owner made here, sent with their payment. */
const secrets = new Map<string, string>();

async function createOwner(db: Database) {
  const organisation = await createOrganisation(db, 'Harbour Estates');
  const suffix = randomBytes(4).toString('hex');
  const [user] = await usersRepository(db, organisation.id).insert([
    {
      name: 'Olivia',
      email: `olivia-${suffix}@example.test`,
      status: 'active',
      emailVerifiedAt: new Date(),
    },
  ]);
  const roles = rolesRepository(db, organisation.id);
  const [role] = await roles.insert([{ key: 'owner', name: 'Owner', rules: [] }]);
  if (!user || !role) throw new Error('Creating the owner failed');
  await roles.assignToUser(user.id, [role.id]);
  secrets.set(user.id, await signUpSecretFor(db, user.id));
  return { organisation, user };
}

describe('payment with the Stripe provider', () => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let planIds: Record<string, string>;
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
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });
  beforeEach(() => {
    stripe.calls.length = 0;
  });

  const pay = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/payment',
      payload: { sign_up_secret: secrets.get(String(payload.user_id)), ...payload },
    });

  it('tells the client to use Stripe, with the publishable key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/plans' });
    expect(response.json()).toMatchObject({
      payment_provider: 'stripe',
      publishable_key: 'pk_test_mainstay',
    });
  });

  it('creates the customer with the card, then the subscription to the plan price', async () => {
    const { organisation, user } = await createOwner(t.app.db);
    const response = await pay({
      user_id: user.id,
      plan_id: planIds.enterprise,
      payment_method_token: 'pm_card_visa',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Payment processed successfully',
    });

    expect(stripe.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/prices',
      'POST /v1/subscriptions',
      'GET /v1/payment_methods/pm_card_visa',
    ]);
    const [customer, price, subscription] = stripe.calls;
    expect(customer?.authorization).toBe('Bearer sk_test_mainstay');
    expect(customer?.params).toMatchObject({
      email: user.email,
      name: 'Harbour Estates',
      payment_method: 'pm_card_visa',
      'invoice_settings[default_payment_method]': 'pm_card_visa',
      'metadata[organisation_id]': organisation.id,
    });
    expect(price?.params).toMatchObject({
      currency: 'eur',
      unit_amount: '19900',
      'recurring[interval]': 'month',
    });
    expect(subscription?.params).toMatchObject({
      customer: 'cus_test1',
      'items[0][price]': 'price_test_month',
      payment_behavior: 'error_if_incomplete',
      default_payment_method: 'pm_card_visa',
    });
    expect(subscription?.params.trial_period_days).toBeUndefined();

    const [stored] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organisationId, organisation.id));
    expect(stored).toMatchObject({
      provider: 'stripe',
      status: 'active',
      providerCustomerId: 'cus_test1',
      providerSubscriptionId: 'sub_test1',
      cardBrand: 'visa',
      cardLast4: '4242',
      cardExpMonth: 12,
      cardExpYear: 2030,
    });
    expect(stored?.currentPeriodEnd?.getTime()).toBe(PERIOD_END * 1000);
    const [plan] = await t.app.db
      .select()
      .from(plans)
      .where(eq(plans.id, planIds.enterprise ?? ''));
    expect(plan?.stripePriceMonthly).toBe('price_test_month');
  });

  it('starts a trial without a card and reuses the stored price', async () => {
    await t.app.db
      .update(plans)
      .set({ stripePriceMonthly: 'price_starter' })
      .where(eq(plans.key, 'starter'));
    const { user } = await createOwner(t.app.db);
    const response = await pay({ user_id: user.id, plan_id: planIds.starter });
    expect(response.statusCode).toBe(200);
    expect(stripe.calls.map((call) => call.path)).toEqual(['/v1/customers', '/v1/subscriptions']);
    expect(stripe.calls[0]?.params.payment_method).toBeUndefined();
    expect(stripe.calls[1]?.params).toMatchObject({
      'items[0][price]': 'price_starter',
      trial_period_days: '14',
    });
  });

  it('answers 402 with the decline, worded by its code, and stores nothing', async () => {
    const { organisation, user } = await createOwner(t.app.db);
    const response = await pay({
      user_id: user.id,
      plan_id: planIds.enterprise,
      payment_method_token: 'pm_card_chargeDeclined',
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      code: 'CARD_DECLINED',
      message: 'Your card was declined.',
    });
    const stored = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organisationId, organisation.id));
    expect(stored).toEqual([]);
  });

  it('answers 402 "Payment processing failed" for any other Stripe error', async () => {
    const { user } = await createOwner(t.app.db);
    const response = await pay({
      user_id: user.id,
      plan_id: planIds.enterprise,
      payment_method_token: 'pm_card_explode',
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe('Payment processing failed');
  });

  it('still requires a card for a paid plan without a trial, before calling Stripe', async () => {
    const { user } = await createOwner(t.app.db);
    const response = await pay({ user_id: user.id, plan_id: planIds.enterprise });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.payment_method_token).toEqual([
      'A payment method is required for this plan',
    ]);
    expect(stripe.calls).toEqual([]);
  });
});
