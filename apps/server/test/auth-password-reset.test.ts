// Forgotten passwords: POST /v1/auth/forgot-password and POST /v1/auth/reset-password.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { linkIn, post, RELAXED_LIMITS, signUp } from './helpers/auth-flows.ts';
import { bearer } from './helpers/fixtures.ts';
import { readOutbox } from './helpers/mail.ts';

const NEW_PASSWORD = 'brand-new-password';
const SENT = { message: 'If an account exists for this email, a reset link has been sent.' };

describe('forgot and reset password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimits: RELAXED_LIMITS });
  });
  afterAll(() => t.close());

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });

  async function resetLink(email: string) {
    expect((await post(t, 'forgot-password', { email })).statusCode).toBe(200);
    const link = await linkIn(t.app.db, email, 'reset-password', '/auth/reset-password');
    return { token: link.searchParams.get('token') ?? '', email: link.searchParams.get('email') };
  }

  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    await signUp(t, 'known@reset.example');
    const known = await post(t, 'forgot-password', { email: 'Known@Reset.example' });
    const unknown = await post(t, 'forgot-password', { email: 'nobody@reset.example' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(SENT);
    expect(unknown.body).toBe(known.body);
    const link = await linkIn(
      t.app.db,
      'known@reset.example',
      'reset-password',
      '/auth/reset-password',
    );
    expect(link.searchParams.get('email')).toBe('known@reset.example');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{40,}$/);
    expect(await readOutbox(t.app.db, { to: 'nobody@reset.example' })).toEqual([]);
  });

  it('asks for a valid e-mail with the message of the specification', async () => {
    const response = await post(t, 'forgot-password', { email: 'not-an-email' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['Please enter a valid email'] });
  });

  it('resets the password once, signs out every device, and the new password works', async () => {
    const { token: session, password } = await signUp(t, 'reset@reset.example');
    const second = await post(t, 'login', {
      email: 'reset@reset.example',
      password,
      device_name: 'phone',
      remember: true,
    });
    const { token, email } = await resetLink('reset@reset.example');
    const payload = {
      email,
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    };
    const response = await post(t, 'reset-password', payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password reset successfully' });

    expect((await me(session)).statusCode).toBe(401);
    expect((await me(second.json().token)).statusCode).toBe(401);
    const oldLogin = await post(t, 'login', { email, password, device_name: 'x' });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await post(t, 'login', { email, password: NEW_PASSWORD, device_name: 'x' });
    expect(newLogin.statusCode).toBe(200);

    const reused = await post(t, 'reset-password', payload);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      message: 'This reset link is invalid or has expired',
      code: 'RESET_LINK_INVALID',
      errors: { token: ['This reset link is invalid or has expired'] },
    });
  });

  it('refuses an expired token, a wrong token, and a token used with another address', async () => {
    await signUp(t, 'expiry@reset.example');
    await signUp(t, 'other@reset.example', 'Other Estates');
    const { token } = await resetLink('expiry@reset.example');
    const body = (extra: Record<string, string>) => ({
      email: 'expiry@reset.example',
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      ...extra,
    });
    const foreign = await post(t, 'reset-password', body({ email: 'other@reset.example' }));
    expect(foreign.statusCode).toBe(422);
    const wrong = await post(t, 'reset-password', body({ token: 'not-the-token' }));
    expect(wrong.json().message).toBe('This reset link is invalid or has expired');

    const [user] = await t.app.db
      .select()
      .from(users)
      .where(eq(users.email, 'expiry@reset.example'));
    await t.app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user!.id));
    const expired = await post(t, 'reset-password', body({}));
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe('This reset link is invalid or has expired');
  });

  it('only the newest link works', async () => {
    await signUp(t, 'twice@reset.example');
    const first = await resetLink('twice@reset.example');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await post(t, 'forgot-password', { email: 'twice@reset.example' });
    await expect
      .poll(async () => {
        const sent = await readOutbox(t.app.db, { to: 'twice@reset.example' });
        return sent.filter((mail) => mail.template === 'reset-password').length;
      })
      .toBe(2);
    const stale = await post(t, 'reset-password', {
      email: 'twice@reset.example',
      token: first.token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(stale.statusCode).toBe(422);
  });

  it('checks the new password: length and confirmation, with the messages of the specification', async () => {
    const response = await post(t, 'reset-password', {
      email: 'x@reset.example',
      token: 'abc',
      password: 'short',
      password_confirmation: 'different',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      password: ['Password must be at least 8 characters'],
      password_confirmation: ['Passwords do not match'],
    });
    const mismatch = await post(t, 'reset-password', {
      email: 'x@reset.example',
      token: 'abc',
      password: NEW_PASSWORD,
      password_confirmation: `${NEW_PASSWORD}!`,
    });
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['Passwords do not match'] });
  });
});
