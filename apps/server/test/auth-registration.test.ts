// Sign-up steps 1 to 3: register, verify-email, resend-verification and company-details, and
// what a user without organisation may and may not do.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailVerificationCodes,
  organisations,
  roles,
  userRoles,
  users,
} from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { post, RELAXED_LIMITS, verificationCodeFor } from './helpers/auth-flows.ts';
import { bearer } from './helpers/fixtures.ts';
import { readOutbox } from './helpers/mail.ts';

const PASSWORD = 'a-long-password-1';

describe('sign-up: register, verify, resend, company details', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimits: RELAXED_LIMITS });
  });
  afterAll(() => t.close());

  const register = (email: string, extra: Record<string, unknown> = {}) =>
    post(t, 'register', { username: 'Harriet', email, password: PASSWORD, ...extra });

  /** The sign-up secret register returned, by user id. */
  const secrets = new Map<string, string>();

  async function registered(email: string) {
    const response = await register(email);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ user_id: string; sign_up_secret: string }>();
    secrets.set(body.user_id, body.sign_up_secret);
    return body.user_id;
  }

  /** A sign-up call after register, carrying the secret of the user it names. */
  const step = (
    url: string,
    payload: { user_id: string; [field: string]: unknown },
    headers = {},
  ) => post(t, url, { sign_up_secret: secrets.get(payload.user_id), ...payload }, headers);

  const details = (userId: string, extra: Record<string, unknown> = {}, headers = {}) =>
    step(
      'company-details',
      {
        user_id: userId,
        company_name: 'Harbour Estates',
        country: 'gb',
        total_users: '11-50',
        industry: 'property_management',
        phone: '+44 (20) 7946-0000',
        ...extra,
      },
      headers,
    );

  it('registers an unverified user without organisation and e-mails a 6-digit code', async () => {
    const response = await register('Harriet@Harbour.example', { username: ' harriet ' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      verification_sent: true,
      user_id: expect.any(String),
      sign_up_secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      message: 'Verification email sent',
    });
    const [user] = await t.app.db.select().from(users).where(eq(users.id, body.user_id));
    expect(user).toMatchObject({
      email: 'harriet@harbour.example',
      username: 'harriet',
      organisationId: null,
      emailVerifiedAt: null,
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const code = await verificationCodeFor(t.app.db, 'harriet@harbour.example');
    const [row] = await t.app.db
      .select()
      .from(emailVerificationCodes)
      .where(eq(emailVerificationCodes.userId, body.user_id));
    expect(row?.codeHash).not.toContain(code);
  });

  it('refuses an e-mail already registered, and bad input, field by field', async () => {
    await registered('taken@harbour.example');
    const taken = await register('TAKEN@harbour.example');
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({
      message: 'This email is already registered',
      code: 'EMAIL_TAKEN',
      errors: { email: ['This email is already registered'] },
    });
    const bad = await post(t, 'register', { username: '  ', email: 'nope', password: 'short' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      username: ['Username is required'],
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 8 characters'],
    });
  });

  it('refuses a common password, in any letter case and in the language of the caller', async () => {
    for (const password of ['password123', 'Qwerty123', 'iloveyou1']) {
      const common = await post(t, 'register', {
        username: 'Casey',
        email: `common-${password.toLowerCase()}@harbour.example`,
        password,
      });
      expect(common.statusCode, password).toBe(422);
      expect(common.json()).toMatchObject({
        code: 'PASSWORD_TOO_COMMON',
        errors: { password: ['This password is one of the most common ones; choose another'] },
      });
    }
    const french = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'accept-language': 'fr' },
      payload: { username: 'Camille', email: 'camille@harbour.example', password: 'azertyuiop' },
    });
    expect(french.json().errors.password).toEqual([
      'Ce mot de passe fait partie des plus courants ; choisissez-en un autre',
    ]);
    expect((await register('uncommon@harbour.example')).statusCode).toBe(200);
  });

  it('verifies with the right code, once', async () => {
    const userId = await registered('vera@harbour.example');
    const code = await verificationCodeFor(t.app.db, 'vera@harbour.example');
    const ok = await step('verify-email', { user_id: userId, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: 'Email verified successfully' });
    const again = await step('verify-email', { user_id: userId, code });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This email address is already verified');
  });

  it('answers a wrong code with a field error, and burns the code after 5 wrong tries', async () => {
    const userId = await registered('wrong@harbour.example');
    const code = await verificationCodeFor(t.app.db, 'wrong@harbour.example');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await step('verify-email', { user_id: userId, code: wrong });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Invalid verification code',
        code: 'VERIFICATION_CODE_INVALID',
        errors: { code: ['Invalid verification code'] },
      });
    }
    const burnt = await step('verify-email', { user_id: userId, code });
    expect(burnt.statusCode).toBe(422);
    expect(burnt.json().message).toBe('Too many wrong codes. Request a new code.');
  });

  it('refuses an expired code, and malformed or unknown input', async () => {
    const userId = await registered('late@harbour.example');
    const code = await verificationCodeFor(t.app.db, 'late@harbour.example');
    await t.app.db
      .update(emailVerificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationCodes.userId, userId));
    const expired = await step('verify-email', { user_id: userId, code });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe('This verification code has expired. Request a new code.');

    const malformed = await post(t, 'verify-email', { user_id: 'x', code: '12ab' });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors).sort()).toEqual(['code', 'user_id']);
    const unknown = await post(t, 'verify-email', {
      user_id: '00000000-0000-4000-8000-000000000000',
      code: '123456',
      sign_up_secret: secrets.get(userId),
    });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toEqual({
      message: 'This sign-up could not be confirmed. Please register again.',
      code: 'SIGN_UP_SECRET_INVALID',
    });
  });

  it('resends a new code at most once a minute, and the new code works', async () => {
    const userId = await registered('resend@harbour.example');
    const first = await verificationCodeFor(t.app.db, 'resend@harbour.example');
    const tooSoon = await step('resend-verification', { user_id: userId });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ code: 'RESEND_TOO_SOON', retry_after_seconds: 60 });
    expect(tooSoon.json().message).toMatch(/^Please wait \d+ seconds before requesting/);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    await t.app.db
      .update(emailVerificationCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(emailVerificationCodes.userId, userId));
    const resent = await step('resend-verification', { user_id: userId });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({
      success: true,
      message: 'Verification email sent',
      retry_after_seconds: 60,
    });
    expect(await readOutbox(t.app.db, { to: 'resend@harbour.example' })).toHaveLength(2);
    const second = await verificationCodeFor(t.app.db, 'resend@harbour.example');
    if (first !== second) {
      const old = await step('verify-email', { user_id: userId, code: first });
      expect(old.statusCode).toBe(422);
    }
    const ok = await step('verify-email', { user_id: userId, code: second });
    expect(ok.statusCode).toBe(200);
  });

  it('creates the organisation with the default roles and the user as Owner', async () => {
    const userId = await registered('owner@harbour.example');
    const code = await verificationCodeFor(t.app.db, 'owner@harbour.example');
    await step('verify-email', { user_id: userId, code });
    const response = await details(userId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Company details updated' });

    const [user] = await t.app.db.select().from(users).where(eq(users.id, userId));
    const [organisation] = await t.app.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, user!.organisationId!));
    expect(organisation).toMatchObject({
      name: 'Harbour Estates',
      slug: 'harbour-estates',
      country: 'GB',
      totalUsers: '11-50',
      industry: 'property_management',
      phone: '+44 (20) 7946-0000',
      isDemo: false,
    });
    const roleRows = await t.app.db
      .select()
      .from(roles)
      .where(eq(roles.organisationId, organisation!.id));
    expect(roleRows.map((role) => role.key).sort()).toEqual([
      'administrator',
      'contractor',
      'facilities_manager',
      'owner',
      'reporter',
      'technician',
      'viewer',
    ]);
    const held = await t.app.db
      .select({ key: roles.key })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, userId));
    expect(held).toEqual([{ key: 'owner' }]);

    const login = await post(t, 'login', {
      email: 'owner@harbour.example',
      password: PASSWORD,
      device_name: 'vitest',
    });
    expect(login.json().user).toMatchObject({
      roles: ['Owner'],
      permissions: [{ action: 'manage', subject: 'all' }],
      entity: { name: 'Harbour Estates', primary_color: '#10c0d2' },
    });

    const twice = await details(userId, { company_name: 'Second Co' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This account already belongs to an organisation');
    const sameName = await registered('other-owner@harbour.example');
    await step('verify-email', {
      user_id: sameName,
      code: await verificationCodeFor(t.app.db, 'other-owner@harbour.example'),
    });
    expect((await details(sameName)).statusCode).toBe(200);
  });

  it('validates company details with the messages of the specification', async () => {
    const userId = await registered('invalid-co@harbour.example');
    const response = await details(userId, {
      company_name: ' ',
      country: 'Narnia',
      industry: '',
      total_users: 'lots',
      phone: 'call me',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      company_name: ['Company name is required'],
      country: ['Choose a country from the list'],
      industry: ['Industry is required'],
      total_users: ['Choose the size of your team'],
      phone: ['Please enter a valid phone number'],
    });
  });

  it('refuses company details for an unverified, expired or foreign sign-up', async () => {
    const userId = await registered('unverified@harbour.example');
    const unverified = await details(userId);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().message).toBe('Verify your email address first');

    await t.app.db
      .update(users)
      .set({ emailVerifiedAt: new Date(), createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(users.id, userId));
    const expired = await details(userId);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('This sign-up has expired. Please register again.');

    // Signed in with their own token, the same user may still finish.
    const login = await post(t, 'login', {
      email: 'unverified@harbour.example',
      password: PASSWORD,
      device_name: 'vitest',
    });
    const { token } = login.json();
    const other = await registered('someone-else@harbour.example');
    const foreign = await details(other, {}, bearer(token));
    expect(foreign.statusCode).toBe(403);
    expect((await details(userId, {}, bearer(token))).statusCode).toBe(200);
    expect((await details(userId, {}, bearer('mst_nope'))).statusCode).toBe(401);
  });

  it('lets a user without organisation use me and logout, but no tenant route', async () => {
    const userId = await registered('midway@harbour.example');
    await step('verify-email', {
      user_id: userId,
      code: await verificationCodeFor(t.app.db, 'midway@harbour.example'),
    });
    const login = await post(t, 'login', {
      email: 'midway@harbour.example',
      password: PASSWORD,
      device_name: 'vitest',
    });
    expect(login.statusCode).toBe(200);
    const { token, user } = login.json();
    expect(user).toMatchObject({ entity: null, roles: [], permissions: [] });

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.entity).toBeNull();
    const tenant = await t.app.inject({
      method: 'GET',
      url: '/api/v1/organisation/current',
      headers: bearer(token),
    });
    expect(tenant.statusCode).toBe(403);
    expect(tenant.json()).toEqual({
      message: 'Complete your company details first',
      code: 'COMPANY_DETAILS_REQUIRED',
    });
    const invite = await post(t, 'invite-team', { invitations: [] }, bearer(token));
    expect(invite.statusCode).toBe(403);

    // After company details the same token works in the new organisation.
    expect((await details(userId, {}, bearer(token))).statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(token),
    });
    expect(after.json().user.entity.name).toBe('Harbour Estates');
    const logout = await post(t, 'logout', undefined, bearer(token));
    expect(logout.statusCode).toBe(200);
  });

  it('lets an address abandoned for a day register again, but not a recent one', async () => {
    const first = await registered('abandoned@harbour.example');
    expect((await register('abandoned@harbour.example')).statusCode).toBe(422);
    await t.app.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(users.id, first));
    const again = await register('abandoned@harbour.example');
    expect(again.statusCode).toBe(200);
    expect(again.json().user_id).not.toBe(first);
  });
});
