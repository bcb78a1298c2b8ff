// E-mail quotas (issue 14): invitations, their resending, e-mail change codes and the anonymous
// requests that mail an account draw on per-user (hourly) and per-organisation (daily) budgets;
// beyond them, 429 MAIL_QUOTA_EXCEEDED with Retry-After and nothing sent. One app for the file
// (3 e-mails per person, 5 per organisation); each test uses organisations of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { post, RELAXED_LIMITS } from './helpers/auth-flows.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';
import { readOutbox } from './helpers/mail.ts';

const INVITER_RULES = [
  { action: 'read' as const, subject: 'organisation' as const },
  { action: 'write' as const, subject: 'organisation' as const },
  { action: 'read' as const, subject: 'profile' as const },
];

describe('e-mail quotas', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      authRateLimits: RELAXED_LIMITS,
      env: { MAIL_QUOTA_USER: '3', MAIL_QUOTA_ORG: '5', SEED_DEMO: '0' },
    });
  });
  afterAll(() => t.close());

  async function inviter(organisationId: string, language: 'en' | 'fr' = 'en') {
    const { token, role } = await createUserWithToken(t.app.db, organisationId, {
      rules: INVITER_RULES,
      language,
    });
    return { token, role: role.name };
  }

  const invite = (who: { token: string; role: string }, emails: string[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/invite-team',
      headers: bearer(who.token),
      payload: { invitations: emails.map((email) => ({ email, role: who.role })) },
    });

  const addresses = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, index) => `${prefix}${index}@quota.example`);

  it('counts each person invited against the user, and refuses what would go over', async () => {
    const person = await inviter((await createOrganisation(t.app.db)).id);

    expect((await invite(person, addresses('a', 2))).statusCode).toBe(200);
    const refused = await invite(person, addresses('b', 2));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'MAIL_QUOTA_EXCEEDED', params: { count: 60 } });
    expect(refused.json().message).toBe(
      'Too many e-mails sent from your account or organisation. Try again in 60 minutes.',
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await readOutbox(t.app.db, { to: 'b0@quota.example' })).toHaveLength(0);

    // The refused request took nothing: the one e-mail left can still go.
    expect((await invite(person, ['c0@quota.example'])).statusCode).toBe(200);
    expect((await invite(person, ['d0@quota.example'])).statusCode).toBe(429);
  });

  it('shares one budget between the people of an organisation, per day', async () => {
    const organisation = await createOrganisation(t.app.db);
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => inviter(organisation.id)));
    expect((await invite(first!, addresses('e', 3))).statusCode).toBe(200);
    expect((await invite(second!, addresses('f', 2))).statusCode).toBe(200);
    const refused = await invite(third!, ['g0@quota.example']);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await readOutbox(t.app.db, { to: 'g0@quota.example' })).toHaveLength(0);
    // Another organisation has its own budget.
    const other = await inviter((await createOrganisation(t.app.db, 'Other Ltd')).id);
    expect((await invite(other, ['h0@quota.example'])).statusCode).toBe(200);
  });

  it('counts resent invitations and e-mail change codes too', async () => {
    const person = await inviter((await createOrganisation(t.app.db)).id, 'fr');
    expect((await invite(person, ['i0@quota.example'])).statusCode).toBe(200);
    const list = await t.app.inject({ url: '/api/v1/invitations', headers: bearer(person.token) });
    const [pending] = list.json<{ data: { id: string }[] }>().data;
    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/invitations/${pending!.id}/resend`,
        headers: bearer(person.token),
      });
    expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(200);
    const fourth = await resend();
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeTruthy();
    // In the caller's language.
    expect(fourth.json().message).toMatch(/^Trop d'e-mails .* dans 60 minutes\.$/);
    const emailChange = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/email',
      headers: bearer(person.token),
      payload: { new_email: 'moved@quota.example', password: 'whatever-it-is' },
    });
    expect(emailChange.statusCode).toBe(429);
    expect(emailChange.json().code).toBe('MAIL_QUOTA_EXCEEDED');
  });

  it('limits reset links and sign-up codes to one account, whatever address asks', async () => {
    const ask = (email: string, address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { email },
        remoteAddress: address,
      });
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await ask('target@quota.example', address)).statusCode).toBe(200);
    }
    const refused = await ask('target@quota.example', '10.0.0.4');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('MAIL_QUOTA_EXCEEDED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask('someone.else@quota.example', '10.0.0.4')).statusCode).toBe(200);
    // Registering with that address asks for a code to it: the same account's budget.
    const register = await post(t, 'register', {
      username: 'Target',
      email: 'target@quota.example',
      password: 'a-long-password-1',
    });
    expect(register.statusCode).toBe(429);
    expect(register.json().code).toBe('MAIL_QUOTA_EXCEEDED');
  });
});
