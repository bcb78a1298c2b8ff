// The caller's e-mail address, password and devices: the e-mail change with its code (read from
// the outbox), the 5-tries burn and the rate limit; the password change signing out the other
// devices only; listing and revoking sessions, never another user's.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChangeRequests, users } from '../src/db/schema/index.ts';
import { createAccessToken } from '../src/modules/auth/access-tokens.ts';
import { verifyPassword } from '../src/lib/passwords.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer } from './helpers/fixtures.ts';
import { readOutbox } from './helpers/mail.ts';
import { PASSWORD, profileUser } from './profile-helpers.ts';

describe('profile security', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: Record<string, unknown>,
  ) => t.app.inject({ method, url: `/api/v1/profile${url}`, headers, payload });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });

  async function codeSentTo(address: string): Promise<string> {
    const [mail] = await readOutbox(t.app.db, { to: address });
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    if (!code || mail?.template !== 'email-change') throw new Error(`No code to ${address}`);
    return code;
  }

  describe('changing the e-mail address', () => {
    it('sends a code to the new address, switches on the code and tells the old one', async () => {
      const user = await profileUser(t.app.db);
      const oldEmail = user.user.email;
      const newEmail = `moved-${user.user.id.slice(0, 8)}@example.test`;
      const started = await call('POST', '/email', user.headers, {
        new_email: ` ${newEmail.toUpperCase()} `,
        password: PASSWORD,
      });
      expect(started.statusCode).toBe(200);
      expect(started.json()).toEqual({
        message: `We sent a 6-digit code to ${newEmail}`,
        new_email: newEmail,
        expires_minutes: 15,
      });
      // Nothing changes until the code comes back.
      expect((await me(user.token)).json().user.email).toBe(oldEmail);

      const code = await codeSentTo(newEmail);
      const confirmed = await call('POST', '/email/confirm', user.headers, { code });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({
        message: 'Your email address has been changed',
        email: newEmail,
      });
      expect((await me(user.token)).json().user.email).toBe(newEmail);
      const [notice] = await readOutbox(t.app.db, { to: oldEmail });
      expect(notice?.template).toBe('email-changed');
      expect(notice?.text).toContain(newEmail);

      // The code is used up.
      const again = await call('POST', '/email/confirm', user.headers, { code });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors.code).toEqual(['There is no email change waiting. Start again.']);
    });

    it('checks the password and that the address is free', async () => {
      const user = await profileUser(t.app.db);
      const other = await profileUser(t.app.db, 'Elsewhere Ltd');
      const wrong = await call('POST', '/email', user.headers, {
        new_email: 'new@example.test',
        password: 'not-my-password',
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({ password: ['The password is incorrect'] });

      const taken = await call('POST', '/email', user.headers, {
        new_email: other.user.email,
        password: PASSWORD,
      });
      expect(taken.json().errors).toEqual({ new_email: ['This email address is already in use'] });
      const same = await call('POST', '/email', user.headers, {
        new_email: user.user.email,
        password: PASSWORD,
      });
      expect(same.json().errors).toEqual({ new_email: ['This is already your email address'] });
      const invalid = await call('POST', '/email', user.headers, { new_email: 'nope' });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().errors).toMatchObject({
        new_email: ['Please enter a valid email address'],
        password: ['Password is required'],
      });
      const badCode = await call('POST', '/email/confirm', user.headers, { code: '12ab' });
      expect(badCode.json().errors).toEqual({ code: ['Enter the 6-digit code'] });
    });

    it('burns the code after 5 wrong tries, and an expired code is refused', async () => {
      const user = await profileUser(t.app.db);
      const newEmail = `burn-${user.user.id.slice(0, 8)}@example.test`;
      await call('POST', '/email', user.headers, { new_email: newEmail, password: PASSWORD });
      const code = await codeSentTo(newEmail);
      const wrongCode = code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt++) {
        const response = await call('POST', '/email/confirm', user.headers, { code: wrongCode });
        expect(response.json().errors.code).toEqual(['The code is incorrect']);
      }
      const burnt = await call('POST', '/email/confirm', user.headers, { code });
      expect(burnt.statusCode).toBe(422);
      expect(burnt.json().message).toBe('Too many wrong codes. Start again to get a new code.');
      const [row] = await t.app.db.select().from(users).where(eq(users.id, user.user.id));
      expect(row?.email).toBe(user.user.email);

      // A new request starts afresh; once expired, its code no longer works.
      await call('POST', '/email', user.headers, { new_email: newEmail, password: PASSWORD });
      const fresh = await codeSentTo(newEmail);
      await t.app.db
        .update(emailChangeRequests)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(emailChangeRequests.userId, user.user.id));
      const expired = await call('POST', '/email/confirm', user.headers, { code: fresh });
      expect(expired.json().message).toBe('This code has expired. Start again to get a new code.');
    });

    it('limits how often a code can be asked for', async () => {
      const user = await profileUser(t.app.db);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        const response = await call('POST', '/email', user.headers, {
          new_email: `limit-${attempt}@example.test`,
          password: PASSWORD,
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json().message).toMatch(/^Too many attempts/);
          expect(response.headers['retry-after']).toBeDefined();
        }
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });

  describe('changing the password', () => {
    it('needs the current password and a confirmed new one of 8 characters', async () => {
      const user = await profileUser(t.app.db);
      const wrong = await call('POST', '/password', user.headers, {
        current_password: 'guess',
        password: 'a-new-password',
        password_confirmation: 'a-new-password',
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({
        current_password: ['The current password is incorrect'],
      });
      const invalid = await call('POST', '/password', user.headers, {
        current_password: '',
        password: 'short',
        password_confirmation: 'other',
      });
      expect(invalid.json().errors).toMatchObject({
        current_password: ['Current password is required'],
        password: ['Password must be at least 8 characters'],
      });
      const mismatch = await call('POST', '/password', user.headers, {
        current_password: PASSWORD,
        password: 'a-new-password',
        password_confirmation: 'a-new-passwore',
      });
      expect(mismatch.json().errors).toEqual({ password_confirmation: ['Passwords do not match'] });
      const same = await call('POST', '/password', user.headers, {
        current_password: PASSWORD,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      });
      expect(same.json().errors).toEqual({
        password: ['Choose a password different from the current one'],
      });
    });

    it('changes it, signs out the other devices and keeps this one', async () => {
      const user = await profileUser(t.app.db);
      const phone = await createAccessToken(t.app.db, user.user.id, user.organisation.id, {
        deviceName: 'Phone',
      });
      const response = await call('POST', '/password', user.headers, {
        current_password: PASSWORD,
        password: 'a-brand-new-password',
        password_confirmation: 'a-brand-new-password',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Your password has been changed. Your other devices have been signed out.',
        signed_out_sessions: 1,
      });
      expect((await me(phone)).statusCode).toBe(401);
      expect((await me(user.token)).statusCode).toBe(200);
      const [row] = await t.app.db.select().from(users).where(eq(users.id, user.user.id));
      expect(await verifyPassword(row!.passwordHash!, 'a-brand-new-password')).toBe(true);
    });
  });

  describe('signed-in devices', () => {
    it('lists the live sessions with the current one marked, and revokes one', async () => {
      const user = await profileUser(t.app.db);
      const laptop = await createAccessToken(t.app.db, user.user.id, user.organisation.id, {
        deviceName: 'Laptop',
        ttlSeconds: 3600,
      });
      const gone = await createAccessToken(t.app.db, user.user.id, user.organisation.id, {
        deviceName: 'Expired tablet',
        ttlSeconds: -10,
      });
      expect(gone).toBeTruthy();
      const listed = await call('GET', '/sessions', user.headers);
      expect(listed.statusCode).toBe(200);
      const sessions = listed.json().sessions as { device_name: string; current: boolean }[];
      expect(sessions.map((s) => [s.device_name, s.current]).sort()).toEqual([
        ['Laptop', false],
        ['vitest', true],
      ]);
      const laptopSession = listed
        .json()
        .sessions.find((s: { device_name: string }) => s.device_name === 'Laptop');
      expect(laptopSession.expires_at).toEqual(expect.any(String));

      const revoked = await call('DELETE', `/sessions/${laptopSession.id}`, user.headers);
      expect(revoked.json()).toEqual({ message: 'The device has been signed out', revoked: 1 });
      expect((await me(laptop)).statusCode).toBe(401);
      const again = await call('DELETE', `/sessions/${laptopSession.id}`, user.headers);
      expect(again.statusCode).toBe(404);
      const malformed = await call('DELETE', '/sessions/not-an-id', user.headers);
      expect(malformed.statusCode).toBe(422);
    });

    it("answers 404 for another user's session, in this organisation or another", async () => {
      const user = await profileUser(t.app.db);
      const stranger = await profileUser(t.app.db, 'Stranger Co');
      const [theirs] = (await call('GET', '/sessions', stranger.headers)).json().sessions;
      const response = await call('DELETE', `/sessions/${theirs.id}`, user.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Session not found');
      expect((await me(stranger.token)).statusCode).toBe(200);
    });

    it('signs out all other devices at once', async () => {
      const user = await profileUser(t.app.db);
      const others = await Promise.all(
        ['Phone', 'Tablet'].map((deviceName) =>
          createAccessToken(t.app.db, user.user.id, user.organisation.id, { deviceName }),
        ),
      );
      const response = await call('DELETE', '/sessions', user.headers);
      expect(response.json()).toEqual({
        message: 'Your other devices have been signed out',
        revoked: 2,
      });
      for (const token of others) expect((await me(token)).statusCode).toBe(401);
      const left = (await call('GET', '/sessions', user.headers)).json().sessions;
      expect(left).toHaveLength(1);
      expect(left[0].current).toBe(true);
    });
  });
});
