// Demo mode (issue 14): the demo accounts' sign-in details are answered only in demo mode, their
// password is this installation's own and outlives a restart, a database seeded with the old
// published password gets a new one, and the demo organisation mails only its own people.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrganisation } from '../src/modules/organisation/index.ts';
import { accessTokens, organisations, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { createAccessToken } from '../src/modules/auth/access-tokens.ts';
import { seedOnStart } from '../src/seed/index.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/app.ts';
import { post } from './helpers/auth-flows.ts';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';
import { bearer } from './helpers/fixtures.ts';
import { readOutbox } from './helpers/mail.ts';

const demoAccounts = (t: TestApp, language = 'en') =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/auth/demo-accounts',
    headers: { 'accept-language': language },
  });

const signIn = (t: TestApp, email: string, password: string) =>
  post(t, 'login', { email, password, device_name: 'vitest' });

// Seeding the demo is slow (its whole data set), so each database here is seeded once.
const SLOW = 240_000;

describe('GET /auth/demo-accounts outside demo mode', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await insertOrganisation(database.handle.db, {
      name: 'Northwind Facilities',
      slug: 'northwind-facilities',
      isDemo: true,
      demoPassword: 'k7pm-3xqa-w9rt-hb2c',
    });
  });
  afterAll(() => database.dispose());

  for (const [label, env] of [
    ['SEED_DEMO=0', { SEED_DEMO: '0' }],
    ['DATABASE_URL without SEED_DEMO', { DATABASE_URL: 'postgres://db.example/mainstay' }],
  ] as const) {
    it(`answers 404 DEMO_MODE_OFF with ${label}, though a demo organisation exists`, async () => {
      const t = await createTestApp({ database, env });
      try {
        const response = await demoAccounts(t);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          code: 'DEMO_MODE_OFF',
          message: 'This server is not running the demo.',
        });
        expect(response.body).not.toContain('k7pm');
        expect((await demoAccounts(t, 'fr')).json().message).toBe(
          'Ce serveur ne fait pas tourner la démonstration.',
        );
        expect((await demoAccounts(t, 'ar')).json().message).toBe(
          'هذا الخادم لا يشغّل النسخة التجريبية.',
        );
      } finally {
        await t.close();
      }
    });
  }

  it('answers the sign-in details in demo mode', async () => {
    const t = await createTestApp({ database });
    try {
      const response = await demoAccounts(t);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ enabled: true, password: 'k7pm-3xqa-w9rt-hb2c' });
    } finally {
      await t.close();
    }
  });
});

describe("the demo password, and the demo organisation's mail", () => {
  // Installation A keeps its data on disk, so that it can be restarted; B is another one.
  let a: TestDatabase;
  let b: TestDatabase;
  let passwordA: string;
  let passwordB: string;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestDatabase({ onDisk: true }), createTestDatabase()]);
    passwordA = (await seedOnStart(testConfig(), a.handle))!.password;
    passwordB = (await seedOnStart(testConfig(), b.handle))!.password;
  }, SLOW);
  afterAll(async () => {
    await Promise.all([a.dispose(), b.dispose()]);
  });

  it(
    'differs between two installations, and each one signs in with its own',
    async () => {
      expect(passwordA).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
      expect(passwordA).not.toBe(passwordB);
      const t = await createTestApp({ database: a });
      try {
        expect((await demoAccounts(t)).json().password).toBe(passwordA);
        expect((await signIn(t, 'owner@northwind.example', passwordA)).statusCode).toBe(200);
        expect((await signIn(t, 'owner@northwind.example', passwordB)).statusCode).toBe(401);
        expect((await signIn(t, 'owner@northwind.example', 'Mainstay2026!')).statusCode).toBe(401);
      } finally {
        await t.close();
      }
    },
    SLOW,
  );

  it(
    'survives a restart: the reopened database has the same password',
    async () => {
      await a.handle.close();
      const reopened = await a.reopen();
      expect(await seedOnStart(testConfig(), reopened)).toMatchObject({
        created: false,
        password: passwordA,
      });
      const t = await createTestApp({ database: { ...a, handle: reopened } });
      try {
        expect((await demoAccounts(t)).json().password).toBe(passwordA);
        expect((await signIn(t, 'viewer@northwind.example', passwordA)).statusCode).toBe(200);
      } finally {
        await t.close();
      }
    },
    SLOW,
  );

  async function ownerToken(database: TestDatabase) {
    const { db } = database.handle;
    const [owner] = await db.select().from(users).where(eq(users.email, 'owner@northwind.example'));
    return { owner: owner!, token: await createAccessToken(db, owner!.id, owner!.organisationId) };
  }

  it(
    'holds an invitation to a stranger in demo mode, and logs one line instead',
    async () => {
      const t = await createTestApp({ database: b, captureLogs: true });
      try {
        const { token } = await ownerToken(b);
        const response = await invite(t, token, 'stranger@victim.example');
        expect(response.statusCode).toBe(200);
        expect(await readOutbox(t.app.db, { to: 'stranger@victim.example' })).toHaveLength(0);
        const held = t.logs.filter((line) => String(line.msg).startsWith('E-mail held'));
        expect(held).toHaveLength(1);
        expect(held[0]).toMatchObject({
          level: 30,
          mail: { template: 'invitation', to: 's***@victim.example' },
          reason: 'demo mode: the demo organisation mails only its own people',
        });
        expect(JSON.stringify(t.logs)).not.toContain('stranger@victim.example');

        // Its own people still get their mail: the organisation's domain, and its users.
        expect((await invite(t, token, 'new.colleague@northwind.example')).statusCode).toBe(200);
        expect(await readOutbox(t.app.db, { to: 'new.colleague@northwind.example' })).toHaveLength(
          1,
        );
        const reset = await post(t, 'forgot-password', { email: 'viewer@northwind.example' });
        expect(reset.statusCode).toBe(200);
        await expect
          .poll(async () => (await readOutbox(t.app.db, { to: 'viewer@northwind.example' })).length)
          .toBe(1);
      } finally {
        await t.close();
      }
    },
    SLOW,
  );

  it(
    'sends the same invitation outside demo mode',
    async () => {
      const t = await createTestApp({ database: b, env: { SEED_DEMO: '0' } });
      try {
        const { token } = await ownerToken(b);
        expect((await invite(t, token, 'someone@elsewhere.example')).statusCode).toBe(200);
        const sent = await readOutbox(t.app.db, { to: 'someone@elsewhere.example' });
        expect(sent.map((row) => row.template)).toEqual(['invitation']);
      } finally {
        await t.close();
      }
    },
    SLOW,
  );

  it(
    'replaces the old published password once, and ends the sessions it may have opened',
    async () => {
      const { db } = b.handle;
      // A database seeded by an earlier version: no password kept, the published one in use.
      await db.update(organisations).set({ demoPassword: null });
      await db.update(users).set({ passwordHash: await hashPassword('Mainstay2026!') });
      const { owner, token: oldToken } = await ownerToken(b);

      const rotated = (await seedOnStart(testConfig(), b.handle))!.password;
      expect(rotated).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
      expect(rotated).not.toBe(passwordB);
      const t = await createTestApp({ database: b });
      try {
        expect((await signIn(t, owner.email, 'Mainstay2026!')).statusCode).toBe(401);
        expect((await signIn(t, owner.email, rotated)).statusCode).toBe(200);
        const me = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(oldToken) });
        expect(me.statusCode).toBe(401);
        const [revoked] = await db
          .select({ revokedAt: accessTokens.revokedAt })
          .from(accessTokens)
          .where(eq(accessTokens.userId, owner.id));
        expect(revoked?.revokedAt).toBeTruthy();
        // Once: the next start keeps it.
        expect((await seedOnStart(testConfig(), b.handle))?.password).toBe(rotated);
      } finally {
        await t.close();
      }
    },
    SLOW,
  );
});

function invite(t: TestApp, token: string, email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/invite-team',
    headers: bearer(token),
    payload: { invitations: [{ email, role: 'Reporter' }] },
  });
}
