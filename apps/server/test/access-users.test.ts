// People of an organisation: GET /v1/users (pagination, search, filters), PATCH /v1/users/:id,
// deactivate and reactivate, the last-Owner rule, and GET /v1/buildings/options scoping.
import { randomBytes } from 'node:crypto';
import type { DefaultRoleKey } from '@mainstay/permissions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { accessTokens, auditLog, buildings, contractors } from '../src/db/schema/index.ts';
import { createAccessToken } from '../src/modules/auth/access-tokens.ts';
import { rolesRepository } from '../src/modules/roles/roles.repository.ts';
import { usersRepository } from '../src/modules/users/users.repository.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';

async function organisationWithDefaults(db: Database, name: string) {
  const organisation = await createOrganisation(db, name);
  const defaults = await rolesRepository(db, organisation.id).insertDefaults();
  const role = (key: DefaultRoleKey) => defaults.find((row) => row.key === key)!;
  const member = async (key: DefaultRoleKey, personName?: string) => {
    const suffix = randomBytes(4).toString('hex');
    const [user] = await usersRepository(db, organisation.id).insert([
      {
        name: personName ?? `${key} ${suffix}`,
        email: `${key}-${suffix}@example.test`,
        status: 'active',
      },
    ]);
    await rolesRepository(db, organisation.id).assignToUser(user!.id, [role(key).id]);
    const token = await createAccessToken(db, user!.id, organisation.id);
    return { user: user!, token };
  };
  const [north, south] = await db
    .insert(buildings)
    .values([
      { organisationId: organisation.id, name: 'North Tower', code: 'NT' },
      { organisationId: organisation.id, name: 'South Annex', code: 'SA' },
    ])
    .returning();
  return { organisation, role, member, north: north!, south: south! };
}

type Org = Awaited<ReturnType<typeof organisationWithDefaults>>;

describe('people of the organisation', () => {
  let t: TestApp;
  let org: Org;
  let other: Org;
  let owner: Awaited<ReturnType<Org['member']>>;
  let viewer: Awaited<ReturnType<Org['member']>>;
  let technician: Awaited<ReturnType<Org['member']>>;
  let outsider: Awaited<ReturnType<Org['member']>>;

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp();
    org = await organisationWithDefaults(t.app.db, 'People Alpha');
    other = await organisationWithDefaults(t.app.db, 'People Beta');
    owner = await org.member('owner', 'Olivia Owner');
    viewer = await org.member('viewer', 'Victor Viewer');
    technician = await org.member('technician', 'Tara Technician');
    for (let index = 0; index < 9; index += 1) await org.member('reporter', `Reporter ${index}`);
    outsider = await other.member('owner', 'Otto Outsider');
  });
  afterAll(() => t.close());

  it('lists people a page at a time, sorted by name, with roles and last use', async () => {
    const first = await call('GET', '/users?page=1&per_page=5', owner.token);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ total: 12, page: 1, per_page: 5 });
    expect(body.data.map((user: { name: string }) => user.name)).toEqual([
      'Olivia Owner',
      'Reporter 0',
      'Reporter 1',
      'Reporter 2',
      'Reporter 3',
    ]);
    expect(body.data[0]).toMatchObject({
      status: 'active',
      roles: [{ id: org.role('owner').id, name: 'Owner' }],
      building_ids: [],
      contractor_id: null,
    });
    // The owner's token was used by this very request.
    expect(body.data[0].last_seen_at).not.toBeNull();
    const third = await call('GET', '/users?page=3&per_page=5', owner.token);
    expect(third.json().data).toHaveLength(2);
    expect(third.json().data.some((user: { name: string }) => user.name === 'Otto Outsider')).toBe(
      false,
    );
  });

  it('searches names, e-mails and usernames, and filters by role, status and building', async () => {
    const search = await call('GET', '/users?search=viEW', owner.token);
    expect(search.json().data.map((user: { name: string }) => user.name)).toEqual([
      'Victor Viewer',
    ]);
    const wildcard = await call('GET', '/users?search=%25', owner.token);
    expect(wildcard.json().total).toBe(0);
    const byRole = await call('GET', `/users?role_id=${org.role('reporter').id}`, owner.token);
    expect(byRole.json().total).toBe(9);

    await call('PATCH', `/users/${technician.user.id}`, owner.token, {
      building_ids: [org.north.id],
    });
    const byBuilding = await call('GET', `/users?building_id=${org.north.id}`, owner.token);
    expect(byBuilding.json().data.map((user: { id: string }) => user.id)).toEqual([
      technician.user.id,
    ]);
    const active = await call('GET', '/users?status=deactivated', owner.token);
    expect(active.json().total).toBe(0);
  });

  it('answers bad list queries with a clear 422', async () => {
    const size = await call('GET', '/users?per_page=7', owner.token);
    expect(size.statusCode).toBe(422);
    expect(size.json().errors.per_page).toEqual([
      'Page size must be one of 5, 10, 20, 25, 50, 100',
    ]);
    const status = await call('GET', '/users?status=sleeping', owner.token);
    expect(status.statusCode).toBe(422);
  });

  it('is closed to people without the organisation permission', async () => {
    for (const token of [viewer.token, technician.token]) {
      expect((await call('GET', '/users', token)).statusCode).toBe(403);
      expect((await call('GET', `/users/${owner.user.id}`, token)).statusCode).toBe(403);
      expect(
        (await call('PATCH', `/users/${viewer.user.id}`, token, { job_title: 'Boss' })).statusCode,
      ).toBe(403);
      expect((await call('POST', `/users/${owner.user.id}/deactivate`, token)).statusCode).toBe(
        403,
      );
      expect((await call('POST', `/users/${owner.user.id}/reactivate`, token)).statusCode).toBe(
        403,
      );
    }
    // Building choices are open to whoever picks a building (viewers, technicians, reporters),
    // not to someone who may only see their own profile.
    expect((await call('GET', '/buildings/options', viewer.token)).statusCode).toBe(200);
    const profileOnly = await createUserWithToken(t.app.db, org.organisation.id, {
      rules: [{ action: 'read', subject: 'profile' }],
    });
    expect((await call('GET', '/buildings/options', profileOnly.token)).statusCode).toBe(403);
  });

  it('answers 404 to another organisation for every person', async () => {
    for (const id of [owner.user.id, viewer.user.id]) {
      expect((await call('GET', `/users/${id}`, outsider.token)).statusCode).toBe(404);
      expect(
        (await call('PATCH', `/users/${id}`, outsider.token, { job_title: 'x' })).statusCode,
      ).toBe(404);
      expect((await call('POST', `/users/${id}/deactivate`, outsider.token)).statusCode).toBe(404);
      expect((await call('POST', `/users/${id}/reactivate`, outsider.token)).statusCode).toBe(404);
    }
    // Another organisation's roles, buildings and contractors are unknown here.
    const foreign = await call('PATCH', `/users/${viewer.user.id}`, owner.token, {
      role_ids: [other.role('viewer').id],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({
      role_ids: ['This role does not exist in your organisation'],
    });
    const building = await call('PATCH', `/users/${viewer.user.id}`, owner.token, {
      building_ids: [other.north.id],
    });
    expect(building.json().errors).toEqual({
      building_ids: ['This building does not exist in your organisation'],
    });
  });

  it("changes a person's roles, scope, contractor and job title, with an audit entry", async () => {
    const [company] = await t.app.db
      .insert(contractors)
      .values({ organisationId: org.organisation.id, companyName: 'Brightline Electrical' })
      .returning();
    const [foreignCompany] = await t.app.db
      .insert(contractors)
      .values({ organisationId: other.organisation.id, companyName: 'Elsewhere Ltd' })
      .returning();
    const response = await call('PATCH', `/users/${viewer.user.id}`, owner.token, {
      role_ids: [org.role('viewer').id, org.role('reporter').id],
      building_ids: [org.south.id],
      contractor_id: company!.id,
      job_title: 'Night porter',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      roles: [
        { id: org.role('reporter').id, name: 'Reporter' },
        { id: org.role('viewer').id, name: 'Viewer' },
      ],
      building_ids: [org.south.id],
      contractor_id: company!.id,
      job_title: 'Night porter',
    });
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, viewer.user.id), eq(auditLog.action, 'user.updated')));
    expect(entry?.before).toEqual({
      roles: ['Viewer'],
      buildings: [],
      contractor: null,
      job_title: null,
    });
    expect(entry?.after).toEqual({
      roles: ['Reporter', 'Viewer'],
      buildings: ['South Annex'],
      contractor: 'Brightline Electrical',
      job_title: 'Night porter',
    });

    const bad = await call('PATCH', `/users/${viewer.user.id}`, owner.token, {
      contractor_id: foreignCompany!.id,
      role_ids: [],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.role_ids).toEqual(['Choose at least one role']);
    const contractor = await call('PATCH', `/users/${viewer.user.id}`, owner.token, {
      contractor_id: foreignCompany!.id,
    });
    expect(contractor.json().errors).toEqual({
      contractor_id: ['This contractor does not exist in your organisation'],
    });
    // Back to every building.
    const cleared = await call('PATCH', `/users/${viewer.user.id}`, owner.token, {
      building_ids: [],
      contractor_id: null,
    });
    expect(cleared.json()).toMatchObject({ building_ids: [], contractor_id: null });
  });

  it('keeps at least one active Owner', async () => {
    const demote = await call('PATCH', `/users/${owner.user.id}`, owner.token, {
      role_ids: [org.role('administrator').id],
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe('An organisation needs at least one Owner');

    const admin = await org.member('administrator');
    const deactivate = await call('POST', `/users/${owner.user.id}/deactivate`, admin.token);
    // An administrator does not hold the Owner's rules, so cannot touch an Owner at all.
    expect(deactivate.statusCode).toBe(403);

    const second = await org.member('owner', 'Second Owner');
    const byOwner = await call('POST', `/users/${second.user.id}/deactivate`, owner.token);
    expect(byOwner.statusCode).toBe(200);
    const lastOne = await call('POST', `/users/${owner.user.id}/deactivate`, second.token);
    expect(lastOne.statusCode).toBe(401); // the second owner's sessions ended with them
    const self = await call('POST', `/users/${owner.user.id}/deactivate`, owner.token);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot deactivate yourself');
    await call('POST', `/users/${second.user.id}/reactivate`, owner.token);
    const secondToken = await createAccessToken(t.app.db, second.user.id, org.organisation.id);
    const now = await call('POST', `/users/${owner.user.id}/deactivate`, secondToken);
    expect(now.statusCode).toBe(200);
    const alone = await call('POST', `/users/${second.user.id}/deactivate`, owner.token);
    expect(alone.statusCode).toBe(401);
    const demoteLast = await call('PATCH', `/users/${second.user.id}`, secondToken, {
      role_ids: [org.role('viewer').id],
    });
    expect(demoteLast.statusCode).toBe(409);
    const back = await call('POST', `/users/${owner.user.id}/reactivate`, secondToken);
    expect(back.json().status).toBe('active');
    owner = {
      ...owner,
      token: await createAccessToken(t.app.db, owner.user.id, org.organisation.id),
    };
  });

  it('deactivating ends every session at once; reactivating lets the person sign in again', async () => {
    const person = await org.member('technician', 'Dana Deactivated');
    await createAccessToken(t.app.db, person.user.id, org.organisation.id);
    expect((await call('GET', '/buildings/options', owner.token)).statusCode).toBe(200);
    const response = await call('POST', `/users/${person.user.id}/deactivate`, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('deactivated');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(person.token),
    });
    expect(me.statusCode).toBe(401);
    const tokens = await t.app.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.userId, person.user.id));
    expect(tokens).toHaveLength(2);
    expect(tokens.every((token) => token.revokedAt !== null)).toBe(true);
    const listed = await call('GET', '/users?status=deactivated', owner.token);
    expect(listed.json().data.map((user: { id: string }) => user.id)).toContain(person.user.id);

    const reactivated = await call('POST', `/users/${person.user.id}/reactivate`, owner.token);
    expect(reactivated.json().status).toBe('active');
    // Old tokens stay revoked: they sign in again.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(person.token) }))
        .statusCode,
    ).toBe(401);
    const actions = await t.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, person.user.id));
    expect(actions.map((row) => row.action).sort()).toEqual([
      'user.deactivated',
      'user.reactivated',
    ]);
  });

  describe('privilege escalation', () => {
    it('refuses to give a role carrying rules the caller does not hold', async () => {
      const manager = await createUserWithToken(t.app.db, org.organisation.id, {
        rules: [
          { action: 'manage', subject: 'organisation' },
          { action: 'read', subject: 'profile' },
        ],
      });
      const target = await createUserWithToken(t.app.db, org.organisation.id, {
        rules: [{ action: 'read', subject: 'profile' }],
      });
      const response = await call('PATCH', `/users/${target.user.id}`, manager.token, {
        role_ids: [org.role('administrator').id],
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You cannot grant permissions you do not have');
      const self = await call('PATCH', `/users/${manager.user.id}`, manager.token, {
        role_ids: [manager.role.id, org.role('owner').id],
      });
      expect(self.statusCode).toBe(403);
    });
  });

  describe('building scope', () => {
    it('offers only the buildings the caller may reach', async () => {
      const all = await call('GET', '/buildings/options', owner.token);
      expect(all.json().data).toEqual([
        { id: org.north.id, name: 'North Tower', code: 'NT' },
        { id: org.south.id, name: 'South Annex', code: 'SA' },
      ]);
      const admin = await org.member('administrator', 'Limited Admin');
      await call('PATCH', `/users/${admin.user.id}`, owner.token, { building_ids: [org.north.id] });
      const limited = await call('GET', '/buildings/options', admin.token);
      expect(limited.json().data).toEqual([{ id: org.north.id, name: 'North Tower', code: 'NT' }]);
      expect((await call('GET', '/buildings/options', outsider.token)).json().data).toHaveLength(2);

      // Nor can they hand out buildings beyond their own, or "every building".
      const target = await org.member('technician');
      for (const building_ids of [[org.south.id], []]) {
        const response = await call('PATCH', `/users/${target.user.id}`, admin.token, {
          building_ids,
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(
          'You can only give access to buildings you have access to yourself',
        );
      }
      const within = await call('PATCH', `/users/${target.user.id}`, admin.token, {
        building_ids: [org.north.id],
      });
      expect(within.statusCode).toBe(200);
    });
  });
});
