// Signing in, the signed-in user, and signing out: POST /v1/auth/login, GET /v1/auth/me,
// POST /v1/auth/logout.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, users } from '../src/db/schema/index.ts';
import { hashToken } from '../src/modules/auth/access-tokens.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { rolesRepository } from '../src/modules/roles/roles.repository.ts';
import { usersRepository } from '../src/modules/users/users.repository.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createOrganisation } from './helpers/fixtures.ts';

const LOGIN = '/api/v1/auth/login';
const ME = '/api/v1/auth/me';
const LOGOUT = '/api/v1/auth/logout';
const PASSWORD = 'correct-horse-battery';

describe('sign in, me and sign out', () => {
  let t: TestApp;
  let orgA: { id: string; name: string };
  let orgB: { id: string; name: string };
  let passwordHash: string;

  async function addUser(
    organisationId: string,
    email: string,
    extra: Partial<{ status: 'active' | 'invited' | 'deactivated'; verified: boolean }> = {},
  ) {
    const [user] = await usersRepository(t.app.db, organisationId).insert([
      {
        name: `Person ${email}`,
        username: email.split('@')[0] ?? null,
        email,
        passwordHash,
        status: extra.status ?? 'active',
        emailVerifiedAt: extra.verified === false ? null : new Date(),
      },
    ]);
    if (!user) throw new Error('no user');
    return user;
  }

  const signIn = (email: string, password = PASSWORD, remember = false) =>
    t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { email, password, device_name: 'Test browser', remember },
    });

  beforeAll(async () => {
    t = await createTestApp({ loginAttemptsPerMinute: 1000 });
    passwordHash = await hashPassword(PASSWORD);
    orgA = await createOrganisation(t.app.db, 'Alpha Property Services');
    orgB = await createOrganisation(t.app.db, 'Beta Campus Estates');
    const user = await addUser(orgA.id, 'olivia@alpha.example');
    const roles = rolesRepository(t.app.db, orgA.id);
    const [technician, viewer] = await roles.insert([
      { name: 'Technician', rules: [{ action: 'read', subject: 'my jobs' }] },
      {
        name: 'Viewer',
        rules: [
          { action: 'read', subject: 'assets' },
          { action: 'read', subject: 'my jobs' },
        ],
      },
    ]);
    await roles.assignToUser(user.id, [technician!.id, viewer!.id]);
    await addUser(orgB.id, 'bruno@beta.example');
    await addUser(orgA.id, 'new@alpha.example', { verified: false });
    await addUser(orgA.id, 'gone@alpha.example', { status: 'deactivated' });
    await addUser(orgA.id, 'pending@alpha.example', { status: 'invited' });
  });
  afterAll(() => t.close());

  it('returns a token and the user with roles, merged permissions and branding', async () => {
    const response = await signIn('Olivia@Alpha.example');
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(token).toMatch(/^mst_/);
    expect(user).toMatchObject({
      email: 'olivia@alpha.example',
      roles: ['Technician', 'Viewer'],
      entity: { id: orgA.id, name: 'Alpha Property Services', primary_color: '#10c0d2' },
    });
    expect(user.permissions).toHaveLength(2);
    expect(user.permissions).toEqual(
      expect.arrayContaining([
        { action: 'read', subject: 'my jobs' },
        { action: 'read', subject: 'assets' },
      ]),
    );
    expect(user).not.toHaveProperty('passwordHash');

    const me = await t.app.inject({ method: 'GET', url: ME, headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(user.id);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const wrong = await signIn('olivia@alpha.example', 'not-the-password');
    const unknown = await signIn('nobody@alpha.example');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ message: 'Invalid email or password' });
  });

  it('explains bad input field by field with the messages of the specification', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { email: 'olivia', password: '123', device_name: 'x', remember: false },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 6 characters'],
    });
  });

  it('tells the owner of the password why an account cannot sign in', async () => {
    const unverified = await signIn('new@alpha.example');
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().message).toMatch(/verify your email/);
    const deactivated = await signIn('gone@alpha.example');
    expect(deactivated.statusCode).toBe(403);
    expect(deactivated.json().message).toMatch(/deactivated/);
    const invited = await signIn('pending@alpha.example');
    expect(invited.statusCode).toBe(403);
    expect(invited.json().message).toMatch(/invitation/);
    // Without the password nothing about the account is revealed.
    expect((await signIn('gone@alpha.example', 'wrong-password')).statusCode).toBe(401);
  });

  it('keeps a remembered device signed in for 30 days, otherwise 12 hours', async () => {
    const expiry = async (token: string) => {
      const [row] = await t.app.db
        .select()
        .from(accessTokens)
        .where(eq(accessTokens.tokenHash, hashToken(token)));
      return ((row?.expiresAt?.getTime() ?? 0) - Date.now()) / 3_600_000;
    };
    const short = (await signIn('olivia@alpha.example')).json().token;
    const long = (await signIn('olivia@alpha.example', PASSWORD, true)).json().token;
    expect(await expiry(short)).toBeCloseTo(12, 0);
    expect(await expiry(long)).toBeCloseTo(30 * 24, 0);
  });

  it('signs out only the device whose token was used', async () => {
    const first = (await signIn('olivia@alpha.example')).json().token;
    const second = (await signIn('olivia@alpha.example')).json().token;
    const out = await t.app.inject({ method: 'POST', url: LOGOUT, headers: bearer(first) });
    expect(out.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: ME, headers: bearer(first) })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: ME, headers: bearer(second) })).statusCode,
    ).toBe(200);
  });

  it('needs a token for me and logout', async () => {
    expect((await t.app.inject({ method: 'GET', url: ME })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: LOGOUT })).statusCode).toBe(401);
  });

  it("shows each user their own organisation, never another's", async () => {
    const token = (await signIn('bruno@beta.example')).json().token;
    const me = await t.app.inject({ method: 'GET', url: ME, headers: bearer(token) });
    expect(me.json().user.entity).toMatchObject({ id: orgB.id, name: 'Beta Campus Estates' });
    expect(me.json().user.permissions).toEqual([]);
  });

  it('stops signing in a user deactivated after signing in', async () => {
    const user = await addUser(orgB.id, 'leaver@beta.example');
    const token = (await signIn('leaver@beta.example')).json().token;
    await t.app.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, user.id));
    expect(
      (await t.app.inject({ method: 'GET', url: ME, headers: bearer(token) })).statusCode,
    ).toBe(401);
  });
});

describe('sign-in rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginAttemptsPerMinute: 3 });
  });
  afterAll(() => t.close());

  const attempt = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { email, password: 'guessing-again', device_name: 'x', remember: false },
    });

  it('refuses further attempts on one e-mail with 429 and says when to retry', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await attempt('target@alpha.example')).statusCode).toBe(401);
    const blocked = await attempt('target@alpha.example');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(blocked.json().message).toMatch(/try again in \d+ seconds/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is still allowed to try.
    expect((await attempt('someone-else@alpha.example')).statusCode).toBe(401);
  });
});

describe('AUTH_RATE_LIMIT_FACTOR', () => {
  it('multiplies the sign-in limits for large offices behind one address', async () => {
    const t = await createTestApp({
      loginAttemptsPerMinute: 2,
      env: { AUTH_RATE_LIMIT_FACTOR: '2' },
    });
    try {
      const attempt = () =>
        t.app.inject({
          method: 'POST',
          url: LOGIN,
          payload: {
            email: 'busy@alpha.example',
            password: 'wrong-one',
            device_name: 'x',
            remember: false,
          },
        });
      for (let i = 0; i < 4; i += 1) expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
