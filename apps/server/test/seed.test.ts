import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations, roles, userRoles, users } from '../src/db/schema/index.ts';
import { seedDemoOrganisation, seedOnStart } from '../src/seed/index.ts';
import { insertOrganisation } from '../src/modules/organisation/index.ts';
import { verifyPassword } from '../src/lib/passwords.ts';
import { loadConfig } from '../src/config/env.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createAccessToken } from '../src/modules/auth/access-tokens.ts';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';

describe('the demo organisation seed', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('creates Northwind Facilities with 7 system roles and one active user per role', async () => {
    const { db } = database.handle;
    const result = await seedDemoOrganisation(db);
    expect(result.created).toBe(true);
    // This installation's own password: 16 readable characters in groups of four.
    expect(result.password).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    expect(result.password).not.toBe('Mainstay2026!');

    const [organisation] = await db.select().from(organisations);
    expect(organisation).toMatchObject({
      name: 'Northwind Facilities',
      primaryColor: '#10c0d2',
      highlightColor: '#3db5c2',
    });
    expect(organisation?.country).toBeTruthy();
    expect(organisation?.signatureComment).toBeTruthy();

    const roleRows = await db.select().from(roles);
    const systemRoles = roleRows.filter((role) => role.isSystem);
    expect(systemRoles).toHaveLength(7);
    expect(systemRoles.every((role) => role.key)).toBe(true);
    // Custom roles show what the permission matrix can do.
    expect(roleRows.filter((role) => !role.isSystem).map((role) => role.name)).toEqual(
      expect.arrayContaining(['Night Shift Supervisor', 'Auditor']),
    );

    const userRows = await db.select().from(users);
    expect(userRows.map((user) => user.email).sort()).toEqual(
      ['admin', 'contractor', 'manager', 'owner', 'reporter', 'technician', 'viewer'].map(
        (name) => `${name}@northwind.example`,
      ),
    );
    expect(userRows.every((user) => user.status === 'active' && user.emailVerifiedAt)).toBe(true);
    const owner = userRows.find((user) => user.email === 'owner@northwind.example');
    expect(owner?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(owner!.passwordHash!, result.password)).toBe(true);
    expect(organisation?.demoPassword).toBe(result.password);
    const [assignments] = await db.select({ value: count() }).from(userRoles);
    expect(assignments?.value).toBe(7);
  });

  it('is idempotent, and keeps the password it made', async () => {
    const { db } = database.handle;
    const [before] = await db.select().from(organisations);
    const again = await seedDemoOrganisation(db);
    expect(again.created).toBe(false);
    expect(again.password).toBe(before?.demoPassword);
    const [organisationCount] = await db.select({ value: count() }).from(organisations);
    const [userCount] = await db.select({ value: count() }).from(users);
    expect(organisationCount?.value).toBe(1);
    expect(userCount?.value).toBe(7);
  });

  it('gives each seeded user what their role allows', async () => {
    const t: TestApp = await createTestApp({ database });
    try {
      const { db } = database.handle;
      const tokenOf = async (email: string) => {
        const [user] = await db.select().from(users).where(eq(users.email, email));
        return createAccessToken(db, user!.id, user!.organisationId);
      };
      const as = async (email: string) =>
        t.app.inject({
          method: 'GET',
          url: '/api/v1/organisation/current',
          headers: { authorization: `Bearer ${await tokenOf(email)}` },
        });
      expect((await as('owner@northwind.example')).statusCode).toBe(200);
      expect((await as('admin@northwind.example')).json().name).toBe('Northwind Facilities');
      expect((await as('technician@northwind.example')).statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });
});

describe('seeding on start', () => {
  const quickStart = loadConfig({});
  const postgres = loadConfig({ DATABASE_URL: 'postgres://db.example/mainstay' });
  const requested = loadConfig({ DATABASE_URL: 'postgres://db.example/x', SEED_DEMO: '1' });

  it('seeds the quick start into an empty database and keeps it on later starts', async () => {
    const database = await createTestDatabase();
    try {
      const first = await seedOnStart(quickStart, database.handle);
      expect(first?.created).toBe(true);
      const second = await seedOnStart(quickStart, database.handle);
      // Every start in demo mode hands back the sign-in details, for the console.
      expect(second).toMatchObject({ created: false, password: first?.password });
    } finally {
      await database.dispose();
    }
  });

  it('adds no demo to a database with other organisations unless SEED_DEMO=1', async () => {
    const database = await createTestDatabase();
    try {
      await insertOrganisation(database.handle.db, { name: 'Real Ltd', slug: 'real-ltd' });
      expect(await seedOnStart(quickStart, database.handle)).toBeUndefined();
      expect(await seedOnStart(postgres, database.handle)).toBeUndefined();
      expect((await seedOnStart(requested, database.handle))?.created).toBe(true);
    } finally {
      await database.dispose();
    }
  });

  it('seeds nothing with DATABASE_URL alone, or with SEED_DEMO=0', async () => {
    const database = await createTestDatabase();
    try {
      expect(postgres.demoMode).toBe(false);
      expect(await seedOnStart(postgres, database.handle)).toBeUndefined();
      expect(await seedOnStart(loadConfig({ SEED_DEMO: '0' }), database.handle)).toBeUndefined();
      const [row] = await database.handle.db.select({ value: count() }).from(organisations);
      expect(row?.value).toBe(0);
    } finally {
      await database.dispose();
    }
  });
});
