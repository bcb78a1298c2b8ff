// The billing and subscription panels with the built-in provider: GET /v1/billing, the card,
// plan changes (with the seat rule on downgrades), cancel at period end and resume.
import { randomBytes, randomUUID } from 'node:crypto';
import { DEFAULT_ROLES, type DefaultRoleKey, type PermissionRule } from '@mainstay/permissions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoOrganisationSettings } from '../src/seed/demo-organisation-settings.ts';
import { seedPlans } from '../src/seed/plans.ts';
import {
  auditLog,
  invitations,
  payments,
  plans,
  subscriptions,
  users,
} from '../src/db/schema/index.ts';
import { usersRepository } from '../src/modules/users/users.repository.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';

const rulesOf = (key: DefaultRoleKey): PermissionRule[] =>
  DEFAULT_ROLES.find((role) => role.key === key)?.rules ?? [];
const DAY = 24 * 3600 * 1000;

describe('billing with the built-in provider', () => {
  let t: TestApp;
  let planIds: Record<string, string>;
  let organisationId: string;
  let subscriptionId: string;
  let owner: Awaited<ReturnType<typeof createUserWithToken>>;
  let adminToken: string;
  let viewerToken: string;
  let reporterToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedPlans(t.app.db);
    const rows = await t.app.db.select().from(plans);
    planIds = Object.fromEntries(rows.map((row) => [row.key, row.id]));
    const organisation = await createOrganisation(t.app.db, 'Seat Estates');
    organisationId = organisation.id;
    owner = await createUserWithToken(t.app.db, organisationId, { rules: rulesOf('owner') });
    adminToken = (
      await createUserWithToken(t.app.db, organisationId, { rules: rulesOf('administrator') })
    ).token;
    viewerToken = (
      await createUserWithToken(t.app.db, organisationId, { rules: rulesOf('viewer') })
    ).token;
    reporterToken = (
      await createUserWithToken(t.app.db, organisationId, { rules: rulesOf('reporter') })
    ).token;
    // Five active users so far (owner, admin, viewer, reporter above, plus one invited below),
    // one deactivated (not counted) and one pending invitation (counted).
    await usersRepository(t.app.db, organisationId).insert([
      {
        name: 'Invited',
        email: `invited-${randomBytes(3).toString('hex')}@example.test`,
        status: 'invited',
      },
      {
        name: 'Gone',
        email: `gone-${randomBytes(3).toString('hex')}@example.test`,
        status: 'deactivated',
      },
    ]);
    await t.app.db.insert(invitations).values({
      organisationId,
      email: 'new.hire@example.test',
      roleId: owner.role.id,
      tokenHash: randomBytes(16).toString('hex'),
      expiresAt: new Date(Date.now() + 7 * DAY),
    });
  });
  afterAll(() => t.close());

  async function subscribe(values: Partial<typeof subscriptions.$inferInsert> = {}) {
    await t.app.db.delete(subscriptions).where(eq(subscriptions.organisationId, organisationId));
    const [row] = await t.app.db
      .insert(subscriptions)
      .values({
        organisationId,
        planId: planIds.professional ?? '',
        status: 'active',
        billingPeriod: 'monthly',
        provider: 'builtin',
        currentPeriodEnd: new Date(Date.now() + 20 * DAY),
        cardBrand: 'visa',
        cardLast4: '4242',
        ...values,
      })
      .returning();
    subscriptionId = row?.id ?? '';
    await t.app.db.insert(payments).values([
      {
        organisationId,
        subscriptionId,
        amountCents: 7900,
        currency: 'EUR',
        status: 'paid',
        createdAt: new Date(Date.now() - 40 * DAY),
      },
      {
        organisationId,
        subscriptionId,
        amountCents: 7900,
        currency: 'EUR',
        status: 'paid',
        createdAt: new Date(Date.now() - 10 * DAY),
      },
    ]);
  }

  const get = (token = owner.token) =>
    t.app.inject({ url: '/api/v1/billing', headers: bearer(token) });
  const post = (path: string, payload?: Record<string, unknown>, token = owner.token) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/billing/${path}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });

  it('shows no subscription yet, the seats in use and the plans on offer', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      payment_provider: 'builtin',
      subscription: null,
      payment_method: null,
      seats_used: 6,
      invoices: [],
    });
    expect(response.json().plans).toHaveLength(4);
    expect((await post('cancel')).statusCode).toBe(404);
  });

  describe('with a subscription', () => {
    beforeEach(() => subscribe());

    it('shows the plan, price, status, card, seats and invoices newest first', async () => {
      const response = await get(adminToken);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.subscription).toMatchObject({
        plan: { key: 'professional', name: 'Professional', seat_limit: 50 },
        status: 'active',
        billing_period: 'monthly',
        price: 79,
        currency: 'EUR',
        cancel_at_period_end: false,
        trial_ends_at: null,
      });
      expect(body.payment_method).toEqual({
        brand: 'visa',
        last4: '4242',
        exp_month: null,
        exp_year: null,
      });
      expect(body.seat_limit).toBe(50);
      expect(body.seats_used).toBe(6);
      expect(body.invoices).toHaveLength(2);
      expect(body.invoices[0]).toMatchObject({
        amount: 79,
        currency: 'EUR',
        status: 'paid',
        url: null,
      });
      expect(Date.parse(body.invoices[0].date)).toBeGreaterThan(Date.parse(body.invoices[1].date));
    });

    it('is hidden from a reporter and closed to a viewer for changes', async () => {
      expect((await get(reporterToken)).statusCode).toBe(403);
      expect((await get(viewerToken)).statusCode).toBe(403);
      const change = await post('change-plan', { plan_id: planIds.enterprise }, viewerToken);
      expect(change.statusCode).toBe(403);
    });

    it('records a new card from a card token', async () => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/billing/payment-method',
        headers: bearer(owner.token),
        payload: { payment_method_token: 'pm_card_mastercard' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().payment_method).toMatchObject({ brand: 'mastercard', last4: '4444' });
      const [entry] = await t.app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'subscription.payment_method_updated'));
      expect(entry).toMatchObject({
        entityType: 'subscription',
        before: { card: 'visa ending 4242' },
        after: { card: 'mastercard ending 4444' },
      });
    });

    it('explains an unknown card, a declined card and a missing token', async () => {
      const put = (payload: Record<string, unknown>) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/v1/billing/payment-method',
          headers: bearer(owner.token),
          payload,
        });
      const unknown = await put({ payment_method_token: 'tok_something' });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors.payment_method_token[0]).toMatch(/not recognised/);
      const declined = await put({ payment_method_token: 'pm_card_chargeDeclined' });
      expect(declined.statusCode).toBe(402);
      expect(declined.json().message).toBe('Your card was declined.');
      const missing = await put({ payment_method_token: ' ' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors.payment_method_token).toEqual(['Enter the card details']);
      expect((await get()).json().payment_method.brand).toBe('visa');
    });

    it('upgrades to a yearly plan and records the invoice', async () => {
      const response = await post('change-plan', {
        plan_id: planIds.enterprise,
        billing_period: 'yearly',
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.subscription).toMatchObject({
        plan: { key: 'enterprise' },
        billing_period: 'yearly',
        price: 1990,
        status: 'active',
      });
      expect(body.seat_limit).toBeNull();
      expect(body.invoices[0]).toMatchObject({ amount: 1990, status: 'paid' });
      const renewal = Date.parse(body.subscription.current_period_end);
      expect(renewal).toBeGreaterThan(Date.now() + 360 * DAY);
      const [entry] = await t.app.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entityId, subscriptionId),
            eq(auditLog.action, 'subscription.plan_changed'),
          ),
        );
      expect(entry).toMatchObject({
        before: { plan: 'Professional', billing_period: 'monthly' },
        after: { plan: 'Enterprise', billing_period: 'yearly' },
      });
    });

    it('refuses a downgrade below the users in the organisation, saying how many to remove', async () => {
      const response = await post('change-plan', { plan_id: planIds.free });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'The Free plan allows 3 users and your organisation has 6 (active and invited). Remove 3 users first.',
      );
      // An owner who reads French is told the same in French.
      await t.app.db.update(users).set({ language: 'fr' }).where(eq(users.id, owner.user.id));
      const french = await post('change-plan', { plan_id: planIds.free });
      await t.app.db.update(users).set({ language: 'en' }).where(eq(users.id, owner.user.id));
      expect(french.json()).toMatchObject({
        code: 'PLAN_SEAT_LIMIT',
        message:
          "L'offre Free permet 3 utilisateurs et votre organisation en compte 6 (actifs et invités). Retirez d'abord 3 utilisateurs.",
      });
      expect((await get()).json().subscription.plan.key).toBe('professional');
    });

    it('allows a downgrade that fits the seats', async () => {
      const response = await post('change-plan', { plan_id: planIds.starter });
      expect(response.statusCode).toBe(200);
      expect(response.json().subscription).toMatchObject({ plan: { key: 'starter' }, price: 29 });
    });

    it('refuses an unknown plan and the current plan', async () => {
      const unknown = await post('change-plan', { plan_id: randomUUID() });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors.plan_id).toEqual(['This plan is not available']);
      const bad = await post('change-plan', { plan_id: 'starter' });
      expect(bad.json().errors.plan_id).toEqual(['Please choose a plan']);
      const same = await post('change-plan', {
        plan_id: planIds.professional,
        billing_period: 'monthly',
      });
      expect(same.statusCode).toBe(409);
      expect(same.json().message).toBe('This is already your plan and billing period');
    });

    it('cancels at period end, keeps access until then, and resumes', async () => {
      const cancelled = await post('cancel');
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().subscription).toMatchObject({
        status: 'active',
        cancel_at_period_end: true,
      });
      expect(cancelled.json().subscription.cancelled_at).not.toBeNull();
      const twice = await post('cancel');
      expect(twice.statusCode).toBe(409);

      const resumed = await post('resume', undefined, adminToken);
      expect(resumed.statusCode).toBe(200);
      expect(resumed.json().subscription).toMatchObject({
        cancel_at_period_end: false,
        cancelled_at: null,
      });
      expect((await post('resume')).statusCode).toBe(409);

      const actions = await t.app.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entityId, subscriptionId), eq(auditLog.entityType, 'subscription')));
      expect(actions.map((row) => row.action).sort()).toEqual([
        'subscription.cancelled',
        'subscription.resumed',
      ]);
    });

    it('ends a cancelled subscription once its period is over; it cannot be resumed', async () => {
      await t.app.db
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: true, currentPeriodEnd: new Date(Date.now() - DAY) })
        .where(eq(subscriptions.id, subscriptionId));
      expect((await get()).json().subscription.status).toBe('cancelled');
      const resume = await post('resume');
      expect(resume.statusCode).toBe(409);
      expect(resume.json().message).toBe('This subscription has ended');
    });

    it('renews a period that has ended, with an invoice per period', async () => {
      await t.app.db
        .update(subscriptions)
        .set({ currentPeriodEnd: new Date(Date.now() - 35 * DAY) })
        .where(eq(subscriptions.id, subscriptionId));
      const body = (await get()).json();
      expect(body.subscription.status).toBe('active');
      expect(Date.parse(body.subscription.current_period_end)).toBeGreaterThan(Date.now());
      expect(body.invoices).toHaveLength(4);
    });
  });

  it('keeps each organisation to its own subscription', async () => {
    await subscribe();
    const other = await createOrganisation(t.app.db, 'Other Estates');
    const otherOwner = await createUserWithToken(t.app.db, other.id, { rules: rulesOf('owner') });
    const theirs = await get(otherOwner.token);
    expect(theirs.json()).toMatchObject({ subscription: null, seats_used: 1, invoices: [] });
    expect((await post('cancel', undefined, otherOwner.token)).statusCode).toBe(404);
    const change = await post('change-plan', { plan_id: planIds.starter }, otherOwner.token);
    expect(change.statusCode).toBe(404);
    expect((await get()).json().subscription.cancel_at_period_end).toBe(false);
  });

  it('seeds the demo subscription with a card and six months of invoices, once', async () => {
    const demo = await createOrganisation(t.app.db, 'Demo Estates');
    const demoOwner = await createUserWithToken(t.app.db, demo.id, { rules: rulesOf('owner') });
    const userIds = Object.fromEntries(
      DEFAULT_ROLES.map((role) => [role.key, demoOwner.user.id]),
    ) as Record<DefaultRoleKey, string>;
    await t.app.db.transaction((tx) =>
      seedDemoOrganisationSettings(tx, { organisationId: demo.id, userIds }),
    );
    await seedDemoOrganisationSettings(t.app.db, { organisationId: demo.id, userIds });
    const body = (await get(demoOwner.token)).json();
    expect(body.subscription).toMatchObject({ plan: { key: 'professional' }, status: 'active' });
    expect(body.payment_method).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 9 });
    expect(body.invoices).toHaveLength(6);
    expect(body.invoices.every((invoice: { status: string }) => invoice.status === 'paid')).toBe(
      true,
    );
  });
});
