// Roles: GET/POST /v1/roles, GET/PATCH/DELETE /v1/roles/:id. Default roles are read-only, names
// are unique, rules are checked, and nobody grants what they do not hold.
import { randomBytes } from 'node:crypto';
import type { DefaultRoleKey, PermissionRule } from '@mainstay/permissions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { auditLog } from '../src/db/schema/index.ts';
import { createAccessToken } from '../src/modules/auth/access-tokens.ts';
import { rolesRepository } from '../src/modules/roles/roles.repository.ts';
import { usersRepository } from '../src/modules/users/users.repository.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';

async function organisationWithDefaults(db: Database, name: string) {
  const organisation = await createOrganisation(db, name);
  const defaults = await rolesRepository(db, organisation.id).insertDefaults();
  const role = (key: DefaultRoleKey) => defaults.find((row) => row.key === key)!;
  const member = async (key: DefaultRoleKey) => {
    const suffix = randomBytes(4).toString('hex');
    const [user] = await usersRepository(db, organisation.id).insert([
      { name: `${key} ${suffix}`, email: `${key}-${suffix}@example.test`, status: 'active' },
    ]);
    await rolesRepository(db, organisation.id).assignToUser(user!.id, [role(key).id]);
    const token = await createAccessToken(db, user!.id, organisation.id);
    return { user: user!, token };
  };
  return { organisation, role, member };
}

describe('roles', () => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof organisationWithDefaults>>;
  let owner: { token: string; user: { id: string } };
  let viewer: { token: string };
  let technician: { token: string };
  let outsider: { token: string };

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp();
    org = await organisationWithDefaults(t.app.db, 'Roles Alpha');
    owner = await org.member('owner');
    viewer = await org.member('viewer');
    technician = await org.member('technician');
    const other = await organisationWithDefaults(t.app.db, 'Roles Beta');
    outsider = await other.member('owner');
  });
  afterAll(() => t.close());

  it('lists every role with its rules, whether it is a default one and how many hold it', async () => {
    const response = await call('GET', '/roles', owner.token);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{
      data: {
        key: string | null;
        name: string;
        is_system: boolean;
        user_count: number;
        rules: PermissionRule[];
      }[];
    }>();
    const ownerRole = data.find((role) => role.key === 'owner');
    expect(ownerRole).toMatchObject({ name: 'Owner', is_system: true, user_count: 1 });
    expect(ownerRole?.rules).toEqual([{ action: 'manage', subject: 'all' }]);
    expect(data.find((role) => role.key === 'viewer')?.user_count).toBe(1);
    expect(data.filter((role) => role.is_system)).toHaveLength(7);
  });

  it('refuses people without the organisation permission (403)', async () => {
    for (const token of [viewer.token, technician.token]) {
      expect((await call('GET', '/roles', token)).statusCode).toBe(403);
      expect((await call('GET', `/roles/${org.role('viewer').id}`, token)).statusCode).toBe(403);
      const created = await call('POST', '/roles', token, { name: 'Sneaky', rules: [] });
      expect(created.statusCode).toBe(403);
      expect(created.json().message).toBe('You do not have permission to do this');
    }
    expect((await call('GET', '/roles', 'mst_not-a-token')).statusCode).toBe(401);
  });

  it('creates a custom role, with its rules de-duplicated, and records it in the audit log', async () => {
    const response = await call('POST', '/roles', owner.token, {
      name: 'Night Shift Supervisor',
      description: 'Covers the night',
      rules: [
        { action: 'read', subject: 'buildings' },
        { action: 'read', subject: 'buildings' },
        { action: 'write', subject: 'reactive task' },
      ],
    });
    expect(response.statusCode).toBe(201);
    const role = response.json();
    expect(role).toMatchObject({
      name: 'Night Shift Supervisor',
      description: 'Covers the night',
      is_system: false,
      key: null,
      user_count: 0,
      rules: [
        { action: 'read', subject: 'buildings' },
        { action: 'write', subject: 'reactive task' },
      ],
    });
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, role.id), eq(auditLog.action, 'role.created')));
    expect(entry).toMatchObject({ actorUserId: owner.user.id, entityType: 'role', before: null });
    expect(entry?.after).toMatchObject({ rules: ['read buildings', 'write reactive task'] });
  });

  it('copies a role, default ones included', async () => {
    const response = await call('POST', '/roles', owner.token, {
      name: 'Viewer (nights)',
      copy_from: org.role('viewer').id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().rules).toEqual(org.role('viewer').rules);
    expect(response.json().description).toBe(org.role('viewer').description);
  });

  it('answers bad input with field errors', async () => {
    const duplicate = await call('POST', '/roles', owner.token, {
      name: 'night shift SUPERVISOR',
      rules: [],
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ name: ['A role with this name already exists'] });

    const unknown = await call('POST', '/roles', owner.token, {
      name: 'Wizards',
      rules: [
        { action: 'fly', subject: 'buildings' },
        { action: 'read', subject: 'dragons' },
      ],
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(
      expect.arrayContaining(['rules.0.action', 'rules.1.subject']),
    );
    expect(unknown.json().errors['rules.1.subject']).toEqual(['Unknown subject']);

    const empty = await call('POST', '/roles', owner.token, { name: '  ', rules: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.name).toEqual(['Name is required']);

    const copy = await call('POST', '/roles', owner.token, {
      name: 'Ghost',
      copy_from: '00000000-0000-4000-8000-000000000000',
    });
    expect(copy.statusCode).toBe(422);
    expect(copy.json().errors).toEqual({ copy_from: ['The role to copy was not found'] });
  });

  it('edits a custom role and keeps the before and after values in the audit log', async () => {
    const created = await call('POST', '/roles', owner.token, {
      name: 'Auditor',
      rules: [{ action: 'read', subject: 'report' }],
    });
    const id = created.json().id as string;
    const response = await call('PATCH', `/roles/${id}`, owner.token, {
      name: 'Compliance Auditor',
      rules: [
        { action: 'read', subject: 'report' },
        { action: 'read', subject: 'assets' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Compliance Auditor',
      rules: [
        { action: 'read', subject: 'report' },
        { action: 'read', subject: 'assets' },
      ],
    });
    expect((await call('GET', `/roles/${id}`, owner.token)).json().name).toBe('Compliance Auditor');

    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'role.updated')));
    expect(entry?.before).toEqual({ name: 'Auditor', rules: ['read report'] });
    expect(entry?.after).toEqual({
      name: 'Compliance Auditor',
      rules: ['read report', 'read assets'],
    });

    const clash = await call('PATCH', `/roles/${id}`, owner.token, { name: 'Owner' });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.name).toEqual(['A role with this name already exists']);
  });

  it('answers an empty change with the role as it is, and audits nothing', async () => {
    const created = await call('POST', '/roles', owner.token, {
      name: 'Untouched',
      rules: [{ action: 'read', subject: 'report' }],
    });
    const id = created.json().id as string;
    const response = await call('PATCH', `/roles/${id}`, owner.token, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Untouched',
      rules: [{ action: 'read', subject: 'report' }],
    });
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'role.updated')));
    expect(entries).toEqual([]);
  });

  it('never changes or deletes a default role (409), but lets it be copied', async () => {
    const edit = await call('PATCH', `/roles/${org.role('technician').id}`, owner.token, {
      name: 'Tech',
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('Default roles cannot be changed; copy it to make your own');
    const remove = await call('DELETE', `/roles/${org.role('viewer').id}`, owner.token);
    expect(remove.statusCode).toBe(409);
  });

  it('deletes a role nobody holds, and refuses while someone still does', async () => {
    const created = await call('POST', '/roles', owner.token, { name: 'Temporary', rules: [] });
    const id = created.json().id as string;
    const holder = await createUserWithToken(t.app.db, org.organisation.id);
    await rolesRepository(t.app.db, org.organisation.id).assignToUser(holder.user.id, [id]);
    const refused = await call('DELETE', `/roles/${id}`, owner.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'One person still holds this role; give them another role first',
    );

    await rolesRepository(t.app.db, org.organisation.id).replaceUserRoles(holder.user.id, [
      holder.role.id,
    ]);
    const deleted = await call('DELETE', `/roles/${id}`, owner.token);
    expect(deleted.statusCode).toBe(200);
    expect((await call('GET', `/roles/${id}`, owner.token)).statusCode).toBe(404);
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'role.deleted')));
    expect(entry?.before).toMatchObject({ name: 'Temporary' });
  });

  it('answers 404 to another organisation for every role id', async () => {
    const custom = await call('POST', '/roles', owner.token, { name: 'Private', rules: [] });
    for (const id of [org.role('owner').id, custom.json().id as string]) {
      expect((await call('GET', `/roles/${id}`, outsider.token)).statusCode).toBe(404);
      expect(
        (await call('PATCH', `/roles/${id}`, outsider.token, { name: 'Mine' })).statusCode,
      ).toBe(404);
      expect((await call('DELETE', `/roles/${id}`, outsider.token)).statusCode).toBe(404);
    }
    const copy = await call('POST', '/roles', outsider.token, {
      name: 'Stolen',
      copy_from: custom.json().id,
    });
    expect(copy.statusCode).toBe(422);
    expect((await call('GET', '/roles/not-a-uuid', owner.token)).statusCode).toBe(422);
  });

  describe('privilege escalation', () => {
    let manager: { token: string };
    const managerRules: PermissionRule[] = [
      { action: 'manage', subject: 'organisation' },
      { action: 'read', subject: 'buildings' },
    ];
    beforeAll(async () => {
      manager = await createUserWithToken(t.app.db, org.organisation.id, { rules: managerRules });
    });

    it('refuses a role with a rule the author does not hold', async () => {
      const response = await call('POST', '/roles', manager.token, {
        name: 'Report Reader',
        rules: [{ action: 'read', subject: 'report' }],
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You cannot grant permissions you do not have');
      const copyOwner = await call('POST', '/roles', manager.token, {
        name: 'Owner copy',
        copy_from: org.role('owner').id,
      });
      expect(copyOwner.statusCode).toBe(403);
    });

    it('allows rules the author holds, including those implied by manage', async () => {
      const response = await call('POST', '/roles', manager.token, {
        name: 'Building Reader',
        rules: [
          { action: 'read', subject: 'buildings' },
          { action: 'write', subject: 'organisation' },
        ],
      });
      expect(response.statusCode).toBe(201);
      const id = response.json().id as string;
      const widen = await call('PATCH', `/roles/${id}`, manager.token, {
        rules: [{ action: 'write', subject: 'assets' }],
      });
      expect(widen.statusCode).toBe(403);
      expect(widen.json().message).toBe('You cannot grant permissions you do not have');
    });

    it('refuses to edit or delete a role carrying rules the caller lacks', async () => {
      const created = await call('POST', '/roles', owner.token, {
        name: 'Reporting',
        rules: [{ action: 'read', subject: 'report' }],
      });
      const id = created.json().id as string;
      const edit = await call('PATCH', `/roles/${id}`, manager.token, { name: 'Renamed' });
      expect(edit.statusCode).toBe(403);
      expect((await call('DELETE', `/roles/${id}`, manager.token)).statusCode).toBe(403);
    });
  });
});
