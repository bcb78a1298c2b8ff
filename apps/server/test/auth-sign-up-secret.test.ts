// The sign-up secret: every call after register (verify, resend, company details, payment)
// refuses a missing or wrong secret with 403, and works with the right one; a user id alone
// learns nothing and changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerificationCodes, plans, signUpSecrets, users } from '../src/db/schema/index.ts';
import { seedPlans } from '../src/seed/plans.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { post, RELAXED_LIMITS, verificationCodeFor } from './helpers/auth-flows.ts';
import { readOutbox } from './helpers/mail.ts';

const REFUSED = {
  message: 'This sign-up could not be confirmed. Please register again.',
  code: 'SIGN_UP_SECRET_INVALID',
};

describe('the sign-up secret', () => {
  let t: TestApp;
  let freePlan: string;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimits: RELAXED_LIMITS });
    await seedPlans(t.app.db);
    const [plan] = await t.app.db.select().from(plans).where(eq(plans.key, 'free'));
    freePlan = plan?.id ?? '';
  });
  afterAll(() => t.close());

  async function register(email: string) {
    const response = await post(t, 'register', {
      username: 'Sam',
      email,
      password: 'a-long-password-1',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ user_id: string; sign_up_secret: string }>();
    return { userId: body.user_id, secret: body.sign_up_secret };
  }

  /** A secret of the right shape that is not this sign-up's (another sign-up's, in fact). */
  let otherSecret: string;
  beforeAll(async () => {
    otherSecret = (await register('other@secret.example')).secret;
  });

  /** The same call without the secret, with a wrong one, and with the right one. */
  async function eachWay(url: string, body: Record<string, unknown>, secret: string) {
    const without = await post(t, url, body);
    const wrong = await post(t, url, { ...body, sign_up_secret: otherSecret });
    const truncated = await post(t, url, { ...body, sign_up_secret: secret.slice(0, -1) });
    for (const [name, response] of Object.entries({ without, wrong, truncated })) {
      expect(response.statusCode, `${url} ${name}`).toBe(403);
      expect(response.json(), `${url} ${name}`).toEqual(REFUSED);
    }
    return post(t, url, { ...body, sign_up_secret: secret });
  }

  it('is returned by register, random per sign-up, and stored only as a hash', async () => {
    const first = await register('first@secret.example');
    const second = await register('second@secret.example');
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.secret).not.toBe(first.secret);
    const [row] = await t.app.db
      .select()
      .from(signUpSecrets)
      .where(eq(signUpSecrets.userId, first.userId));
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.secretHash).not.toContain(first.secret);
    // It ends with the sign-up's 24 hours.
    const [user] = await t.app.db.select().from(users).where(eq(users.id, first.userId));
    expect(row!.expiresAt.getTime() - user!.createdAt.getTime()).toBe(24 * 3600_000);
  });

  it('is needed by every step after register, and the steps work with it', async () => {
    const email = 'steps@secret.example';
    const { userId, secret } = await register(email);
    await verificationCodeFor(t.app.db, email);

    // Resend: refused calls send no mail; the right secret gets past to the 60-second rule.
    await t.app.db
      .update(emailVerificationCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(emailVerificationCodes.userId, userId));
    const resent = await eachWay('resend-verification', { user_id: userId }, secret);
    expect(resent.statusCode).toBe(200);
    expect(await readOutbox(t.app.db, { to: email })).toHaveLength(2);
    const newCode = await verificationCodeFor(t.app.db, email);

    const verified = await eachWay('verify-email', { user_id: userId, code: newCode }, secret);
    expect(verified.statusCode).toBe(200);

    const company = {
      user_id: userId,
      company_name: 'Secret Estates',
      country: 'GB',
      total_users: '1-10',
      industry: 'facilities_management',
    };
    const created = await eachWay('company-details', company, secret);
    expect(created.statusCode).toBe(200);
    const [user] = await t.app.db.select().from(users).where(eq(users.id, userId));
    expect(user?.organisationId).toEqual(expect.any(String));

    const paid = await eachWay('payment', { user_id: userId, plan_id: freePlan }, secret);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().token).toEqual(expect.any(String));

    // The payment completes the sign-up: the secret opens nothing any more.
    const after = await post(t, 'verify-email', {
      user_id: userId,
      code: newCode,
      sign_up_secret: secret,
    });
    expect(after.statusCode).toBe(403);
    expect(after.json()).toEqual(REFUSED);
  });

  it('keeps a refused caller from changing anything', async () => {
    const email = 'untouched@secret.example';
    const { userId } = await register(email);
    const code = await verificationCodeFor(t.app.db, email);
    const response = await post(t, 'verify-email', {
      user_id: userId,
      code,
      sign_up_secret: otherSecret,
    });
    expect(response.statusCode).toBe(403);
    const [user] = await t.app.db.select().from(users).where(eq(users.id, userId));
    expect(user?.emailVerifiedAt).toBeNull();
  });

  it('answers an unknown user id exactly as a wrong secret', async () => {
    const unknownUser = '00000000-0000-4000-8000-000000000000';
    for (const url of ['verify-email', 'resend-verification', 'company-details', 'payment']) {
      const response = await post(t, url, {
        user_id: unknownUser,
        code: '123456',
        sign_up_secret: otherSecret,
        plan_id: freePlan,
        company_name: 'Nobody Ltd',
        country: 'GB',
        total_users: '1-10',
        industry: 'other',
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual(REFUSED);
    }
  });

  it('tells only the holder of the right secret that the sign-up expired', async () => {
    const email = 'late@secret.example';
    const { userId, secret } = await register(email);
    await t.app.db
      .update(signUpSecrets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signUpSecrets.userId, userId));
    const code = await verificationCodeFor(t.app.db, email);
    const wrong = await post(t, 'verify-email', {
      user_id: userId,
      code,
      sign_up_secret: otherSecret,
    });
    expect(wrong.json()).toEqual(REFUSED);
    const right = await post(t, 'verify-email', { user_id: userId, code, sign_up_secret: secret });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      message: 'This sign-up has expired. Please register again.',
      code: 'SIGN_UP_EXPIRED',
    });
  });
});
