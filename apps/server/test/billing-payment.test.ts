import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { seedPlans } from '../src/seed/plans.ts';
import { payments, plans, subscriptions, users } from '../src/db/schema/index.ts';
import { rolesRepository } from '../src/modules/roles/roles.repository.ts';
import { usersRepository } from '../src/modules/users/users.repository.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { signUpSecretFor } from './helpers/auth-flows.ts';
import { bearer, createOrganisation } from './helpers/fixtures.ts';

/** The sign-up secret of each owner made here, sent with their payment. */
const secrets = new Map<string, string>();

/** A user who finished company details: verified, Owner of a fresh organisation. */
async function createOwner(db: Database, { verified = true, owner = true } = {}) {
  const organisation = await createOrganisation(db);
  const suffix = randomBytes(4).toString('hex');
  const [user] = await usersRepository(db, organisation.id).insert([
    {
      name: `Owner ${suffix}`,
      email: `owner-${suffix}@example.test`,
      status: 'active',
      emailVerifiedAt: verified ? new Date() : null,
    },
  ]);
  const roles = rolesRepository(db, organisation.id);
  const [role] = await roles.insert([
    owner
      ? { key: 'owner', name: 'Owner', rules: [{ action: 'manage', subject: 'all' }] }
      : { name: 'Viewer' },
  ]);
  if (!user || !role) throw new Error('Creating the owner failed');
  await roles.assignToUser(user.id, [role.id]);
  secrets.set(user.id, await signUpSecretFor(db, user.id));
  return { organisation, user };
}

describe('plans and payment with the built-in provider', () => {
  let t: TestApp;
  let planIds: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    await seedPlans(t.app.db);
    const rows = await t.app.db.select().from(plans);
    planIds = Object.fromEntries(rows.map((row) => [row.key, row.id]));
  });
  afterAll(() => t.close());

  const pay = (payload: Record<string, unknown>, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/payment',
      payload: { sign_up_secret: secrets.get(String(payload.user_id)), ...payload },
      ...(language ? { headers: { 'accept-language': language } } : {}),
    });

  it('seeds the plans once, however often it runs', async () => {
    expect(await seedPlans(t.app.db)).toBe(0);
    expect(Object.keys(planIds).sort()).toEqual(['enterprise', 'free', 'professional', 'starter']);
  });

  it('lists the active plans in order, without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/plans' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.payment_provider).toBe('builtin');
    expect(body.publishable_key).toBeNull();
    expect(body.plans.map((plan: { key: string }) => plan.key)).toEqual([
      'free',
      'starter',
      'professional',
      'enterprise',
    ]);
    expect(body.plans[0]).toMatchObject({
      name: 'Free',
      price_monthly: 0,
      seat_limit: 3,
      is_free: true,
    });
    expect(body.plans[1]).toMatchObject({
      price_monthly: 29,
      price_yearly: 290,
      currency: 'EUR',
      trial_days: 14,
    });
    expect(body.plans[3]).toMatchObject({ seat_limit: null, trial_days: 0 });
    expect(body.plans[3].features.length).toBeGreaterThan(0);
  });

  it('subscribes to the free plan without a card and returns a working token', async () => {
    const { organisation, user } = await createOwner(t.app.db);
    const response = await pay({ user_id: user.id, plan_id: planIds.free }, 'fr-FR');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      token: expect.any(String),
      message: 'Paiement effectué',
    });

    const current = await t.app.inject({
      method: 'GET',
      url: '/api/v1/organisation/current',
      headers: bearer(body.token),
    });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ id: organisation.id });
    const [subscription] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organisationId, organisation.id));
    expect(subscription).toMatchObject({
      status: 'active',
      provider: 'builtin',
      planId: planIds.free,
    });
  });

  it('starts a trial of a paid plan without a card', async () => {
    const { organisation, user } = await createOwner(t.app.db);
    const response = await pay({
      user_id: user.id,
      plan_id: planIds.starter,
      payment_method_token: null,
    });
    expect(response.statusCode).toBe(200);
    const [subscription] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organisationId, organisation.id));
    expect(subscription?.status).toBe('trialing');
    const days = ((subscription?.trialEndsAt?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThan(14.1);
  });

  it('requires a payment method for a paid plan without a trial', async () => {
    const { user } = await createOwner(t.app.db);
    const response = await pay({ user_id: user.id, plan_id: planIds.enterprise });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { payment_method_token: ['A payment method is required for this plan'] },
    });
  });

  it('records an active subscription and a paid invoice when a card is given', async () => {
    const { organisation, user } = await createOwner(t.app.db);
    const response = await pay({
      user_id: user.id,
      plan_id: planIds.enterprise,
      payment_method_token: 'pm_card_visa',
      billing_period: 'yearly',
    });
    expect(response.statusCode).toBe(200);
    const [subscription] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organisationId, organisation.id));
    expect(subscription).toMatchObject({
      status: 'active',
      billingPeriod: 'yearly',
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    const invoices = await t.app.db
      .select()
      .from(payments)
      .where(eq(payments.organisationId, organisation.id));
    expect(invoices).toEqual([
      expect.objectContaining({
        amountCents: 199000,
        currency: 'EUR',
        status: 'paid',
        subscriptionId: subscription?.id,
      }),
    ]);
  });

  it('answers 402 with the decline message for a declined card', async () => {
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
    const declinedInArabic = await pay(
      {
        user_id: user.id,
        plan_id: planIds.enterprise,
        payment_method_token: 'pm_card_chargeDeclined',
      },
      'ar',
    );
    expect(declinedInArabic.json()).toEqual({ code: 'CARD_DECLINED', message: 'تم رفض بطاقتك.' });
    const stored = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organisationId, organisation.id));
    expect(stored).toEqual([]);
  });

  it('refuses a second subscription for the same organisation', async () => {
    const { user } = await createOwner(t.app.db);
    const first = await pay({ user_id: user.id, plan_id: planIds.free });
    expect(first.statusCode).toBe(200);
    // The payment ended the sign-up and its secret; signed in, the owner is told why not.
    const withSecret = await pay({ user_id: user.id, plan_id: planIds.starter });
    expect(withSecret.statusCode).toBe(403);
    expect(withSecret.json().code).toBe('SIGN_UP_SECRET_INVALID');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/payment',
      headers: bearer(first.json().token),
      payload: { user_id: user.id, plan_id: planIds.starter },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This organisation already has a subscription');
  });

  it('refuses an unverified user, a user who is not the owner and an unknown user', async () => {
    const unverified = await createOwner(t.app.db, { verified: false });
    const notVerified = await pay({ user_id: unverified.user.id, plan_id: planIds.free });
    expect(notVerified.statusCode).toBe(403);
    expect(notVerified.json().message).toBe(
      'Please verify your email address before choosing a plan',
    );

    const member = await createOwner(t.app.db, { owner: false });
    const notOwner = await pay({ user_id: member.user.id, plan_id: planIds.free });
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json().message).toBe('Only the owner of the organisation can choose its plan');

    // An unknown user has no sign-up secret: the same answer as a wrong one.
    const unknown = await pay({ user_id: randomUUID(), plan_id: planIds.free });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json().code).toBe('SIGN_UP_SECRET_INVALID');
  });

  it.runIf(!users.organisationId.notNull)(
    'refuses a user who has no organisation yet',
    async () => {
      const email = `lonely-${randomBytes(4).toString('hex')}@example.test`;
      const inserted = await t.app.db.execute<{ id: string }>(
        sql`insert into users (name, email, status, email_verified_at) values ('Lonely', ${email}, 'active', now()) returning id`,
      );
      const id = (inserted as unknown as { rows: { id: string }[] }).rows[0]?.id ?? '';
      secrets.set(id, await signUpSecretFor(t.app.db, id));
      const response = await pay({ user_id: id, plan_id: planIds.free });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'Please enter your company details before choosing a plan',
      );
    },
  );

  it('refuses an unknown plan and bad input with field errors, never a 500', async () => {
    const { user } = await createOwner(t.app.db);
    const unknownPlan = await pay({ user_id: user.id, plan_id: randomUUID() });
    expect(unknownPlan.statusCode).toBe(422);
    expect(unknownPlan.json().errors).toEqual({ plan_id: ['This plan is not available'] });

    const bad = await pay({ user_id: 'nope', plan_id: 42, billing_period: 'weekly' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['billing_period', 'plan_id', 'user_id']);

    const empty = await t.app.inject({ method: 'POST', url: '/api/v1/auth/payment' });
    expect(empty.statusCode).toBe(422);
  });
});
