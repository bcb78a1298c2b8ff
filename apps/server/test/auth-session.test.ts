// Sessions and abuse limits: sliding and remembered tokens, demo sign-in details, and the
// 429s of login, register, verify-email, resend-verification and forgot-password.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens } from '../src/db/schema/index.ts';
import { seedDemoOrganisation } from '../src/seed/index.ts';
import { hashToken } from '../src/modules/auth/access-tokens.ts';
import type { RouteLimits } from '../src/plugins/rate-limit.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { post, RELAXED_LIMITS, signUp } from './helpers/auth-flows.ts';
import { bearer } from './helpers/fixtures.ts';

const me = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });

describe('session tokens and demo accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimits: RELAXED_LIMITS });
  });
  afterAll(() => t.close());

  async function tokenRow(token: string) {
    const [row] = await t.app.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashToken(token)));
    if (!row) throw new Error('no token row');
    return row;
  }

  it('slides a short session on use, but not a remembered one, and ends an idle one', async () => {
    const { token, password } = await signUp(t, 'slide@session.example');
    const short = await tokenRow(token);
    expect(short.deviceName).toBe('vitest');
    const hours = (short.expiresAt!.getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);

    // Used two hours before it would end: it is pushed to 12 hours from now again.
    await t.app.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() + 2 * 3600_000), lastUsedAt: null })
      .where(eq(accessTokens.id, short.id));
    expect((await me(t, token)).statusCode).toBe(200);
    const slid = await tokenRow(token);
    expect(slid.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 11.9 * 3600_000);

    // Left idle past its end: gone.
    await t.app.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.id, short.id));
    expect((await me(t, token)).statusCode).toBe(401);

    const remembered = await post(t, 'login', {
      email: 'slide@session.example',
      password,
      device_name: 'laptop',
      remember: true,
    });
    const long = await tokenRow(remembered.json().token);
    const days = (long.expiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    await t.app.db
      .update(accessTokens)
      .set({ lastUsedAt: null })
      .where(eq(accessTokens.id, long.id));
    await me(t, remembered.json().token);
    expect((await tokenRow(remembered.json().token)).expiresAt).toEqual(long.expiresAt);
  });

  it('ends a sliding session 30 days after sign-in, however often it is used', async () => {
    const { token } = await signUp(t, 'absolute@session.example');
    const row = await tokenRow(token);
    const day = 86_400_000;
    // Signed in 29 days and 23 hours ago and used all along: it slides only to the 30th day.
    await t.app.db
      .update(accessTokens)
      .set({ createdAt: new Date(Date.now() - 30 * day + 3600_000), lastUsedAt: null })
      .where(eq(accessTokens.id, row.id));
    expect((await me(t, token)).statusCode).toBe(200);
    const hoursLeft = ((await tokenRow(token)).expiresAt!.getTime() - Date.now()) / 3600_000;
    expect(hoursLeft).toBeGreaterThan(0.9);
    expect(hoursLeft).toBeLessThanOrEqual(1);
    // Past the 30th day it is refused, even with an end still ahead (as stored before this rule).
    await t.app.db
      .update(accessTokens)
      .set({
        createdAt: new Date(Date.now() - 30 * day - 1000),
        expiresAt: new Date(Date.now() + 6 * 3600_000),
      })
      .where(eq(accessTokens.id, row.id));
    expect((await me(t, token)).statusCode).toBe(401);
  });

  it('logout revokes only the token used', async () => {
    const { token, password } = await signUp(t, 'logout@session.example');
    const other = await post(t, 'login', {
      email: 'logout@session.example',
      password,
      device_name: 'phone',
    });
    const response = await post(t, 'logout', undefined, bearer(token));
    expect(response.json()).toEqual({ message: 'Signed out' });
    expect((await me(t, token)).statusCode).toBe(401);
    expect((await me(t, other.json().token)).statusCode).toBe(200);
    expect((await post(t, 'logout', undefined, bearer(token))).statusCode).toBe(401);
  });

  it('shows demo sign-in details only once the demo organisation exists', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/auth/demo-accounts' });
    expect(before.json()).toEqual({ enabled: false, accounts: [] });
    const seeded = await seedDemoOrganisation(t.app.db);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/auth/demo-accounts' });
    const body = after.json();
    expect(body.enabled).toBe(true);
    expect(body.password).toBe(seeded.password);
    expect(body.accounts).toHaveLength(7);
    expect(body.accounts[0]).toEqual({
      role: 'Owner',
      name: 'Olivia Bennett',
      email: 'owner@northwind.example',
    });
    const login = await post(t, 'login', {
      email: body.accounts[0].email,
      password: body.password,
      device_name: 'vitest',
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('rate limits on the auth endpoints', () => {
  let t: TestApp;
  const tight = (perAccount: number, perAddress: number): RouteLimits => ({
    perAccount: { max: perAccount, windowMs: 60_000 },
    perAddress: { max: perAddress, windowMs: 60_000 },
  });

  beforeAll(async () => {
    t = await createTestApp({
      authRateLimits: {
        ...RELAXED_LIMITS,
        login: tight(2, 4),
        register: tight(1, 3),
        verifyEmail: tight(2, 10),
        resendVerification: tight(1, 10),
        forgotPassword: tight(2, 3),
      },
    });
  });
  afterAll(() => t.close());

  function expectLimited(response: Awaited<ReturnType<typeof post>>) {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(response.json().message).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds?\.$/,
    );
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  }

  it('limits login per address and e-mail, then per address', async () => {
    const attempt = (email: string) =>
      post(t, 'login', { email, password: 'wrong-password', device_name: 'x' });
    expect((await attempt('a@limits.example')).statusCode).toBe(401);
    expect((await attempt('A@limits.example')).statusCode).toBe(401);
    expectLimited(await attempt('a@limits.example'));
    expect((await attempt('b@limits.example')).statusCode).toBe(401);
    expectLimited(await attempt('c@limits.example'));
  });

  it('limits register, verify-email, resend-verification and forgot-password', async () => {
    const register = (email: string) =>
      post(t, 'register', { username: 'R', email, password: 'long-enough-1' });
    expect((await register('r@limits.example')).statusCode).toBe(200);
    expectLimited(await register('r@limits.example'));

    const userId = '00000000-0000-4000-8000-000000000001';
    const verify = () => post(t, 'verify-email', { user_id: userId, code: '123456' });
    expect((await verify()).statusCode).toBe(403);
    expect((await verify()).statusCode).toBe(403);
    expectLimited(await verify());

    const resend = () => post(t, 'resend-verification', { user_id: userId });
    expect((await resend()).statusCode).toBe(403);
    expectLimited(await resend());

    const forgot = (email: string) => post(t, 'forgot-password', { email });
    expect((await forgot('f@limits.example')).statusCode).toBe(200);
    expect((await forgot('f@limits.example')).statusCode).toBe(200);
    expectLimited(await forgot('f@limits.example'));
    expectLimited(await forgot('g@limits.example'));
  });
});
