// The demo organisation's access data: custom roles, pending invitations and audit history
// appear through the API as an administrator would see them.
import { DEFAULT_ROLES, type DefaultRoleKey } from '@mainstay/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccess } from '../src/seed/demo-access.ts';
import { seedDemoOrganisation } from '../src/seed/index.ts';
import { users } from '../src/db/schema/index.ts';
import { createAccessToken } from '../src/modules/auth/access-tokens.ts';
import { rolesRepository } from '../src/modules/roles/roles.repository.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer } from './helpers/fixtures.ts';

describe('demo access data', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    const seeded = await seedDemoOrganisation(t.app.db);
    const people = await t.app.db
      .select()
      .from(users)
      .where(eq(users.organisationId, seeded.organisationId));
    const userIds = Object.fromEntries(
      DEFAULT_ROLES.map((role) => {
        const email = seeded.accounts.find((account) => account.role === role.name)?.email;
        return [role.key, people.find((person) => person.email === email)!.id];
      }),
    ) as Record<DefaultRoleKey, string>;
    // Once the demo seed calls it itself, it is not run twice.
    const existing = await rolesRepository(t.app.db, seeded.organisationId).findByName('Auditor');
    if (!existing) {
      await t.app.db.transaction((tx) =>
        seedDemoAccess(tx, { organisationId: seeded.organisationId, userIds }),
      );
    }
    token = await createAccessToken(t.app.db, userIds.owner, seeded.organisationId);
  });
  afterAll(() => t.close());

  it('adds custom roles, pending invitations and audit history', async () => {
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });
    const roles = (await get('/roles')).json().data as { name: string; is_system: boolean }[];
    expect(roles.filter((role) => !role.is_system).map((role) => role.name)).toEqual(
      expect.arrayContaining(['Night Shift Supervisor', 'Auditor']),
    );
    expect((await get('/invitations')).json().data).toHaveLength(2);
    const audit = (await get('/audit?per_page=20')).json();
    expect(audit.total).toBeGreaterThanOrEqual(7);
    expect(audit.data[0].action).toBe('invitation.resent');
  });
});
