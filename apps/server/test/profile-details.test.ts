// GET and PATCH /v1/profile: what the page shows, editing the details with the field rules and
// their messages, the unique username, and who may call them.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema/index.ts';
import { rolesRepository } from '../src/modules/roles/roles.repository.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createUserWithToken } from './helpers/fixtures.ts';
import { profileUser } from './profile-helpers.ts';

describe('profile details', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v1/profile', headers });
  const patch = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: '/api/v1/profile', headers, payload });

  it('shows the caller their own profile with roles and organisation', async () => {
    const me = await profileUser(t.app.db, 'Harbour Estates');
    const response = await get(me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: me.user.id,
      name: me.user.name,
      username: null,
      email: me.user.email,
      phone: null,
      job_title: null,
      language: 'en',
      avatar: null,
      signature: null,
      roles: [{ id: me.role.id, key: null, name: me.role.name }],
      organisation_name: 'Harbour Estates',
      created_at: me.user.createdAt.toISOString(),
    });
  });

  it('gives a default role with its key, so the page can name it in the reader language', async () => {
    const me = await profileUser(t.app.db);
    const defaults = await rolesRepository(t.app.db, me.organisation.id).insertDefaults();
    const technician = defaults.find((role) => role.key === 'technician')!;
    await rolesRepository(t.app.db, me.organisation.id).assignToUser(me.user.id, [technician.id]);
    const roles = (await get(me.headers)).json().roles;
    expect(roles).toEqual([
      { id: me.role.id, key: null, name: me.role.name },
      { id: technician.id, key: 'technician', name: 'Technician' },
    ]);
  });

  it('saves the details, clears empty optional ones and records the change', async () => {
    const me = await profileUser(t.app.db);
    const response = await patch(me.headers, {
      name: '  Marco Rossi ',
      username: 'marco.rossi',
      phone: '+39 (02) 555-0101',
      job_title: 'HVAC technician',
      language: 'fr',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Marco Rossi',
      username: 'marco.rossi',
      phone: '+39 (02) 555-0101',
      job_title: 'HVAC technician',
      language: 'fr',
    });
    // The next load shows what was saved; the sign-in user follows.
    const me2 = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: me.headers });
    expect(me2.json().user).toMatchObject({ name: 'Marco Rossi', language: 'fr' });

    const cleared = await patch(me.headers, { name: 'Marco Rossi', phone: '', job_title: ' ' });
    expect(cleared.json()).toMatchObject({ phone: null, job_title: null, username: 'marco.rossi' });

    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, me.user.id))
      .orderBy(desc(auditLog.createdAt));
    expect(entry).toMatchObject({ action: 'user.profile_updated', actorUserId: me.user.id });
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
    [{ name: 'A', username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    [{ name: 'A', username: 'a'.repeat(31) }, 'username', 'Username must be at most 30 characters'],
    [
      { name: 'A', username: 'marco rossi' },
      'username',
      'Username may contain only letters, digits, dots, dashes and underscores',
    ],
    [{ name: 'A', phone: '555-CALL-NOW' }, 'phone', 'Please enter a valid phone number'],
    [{ name: 'A', language: 'de' }, 'language', 'Choose English, French or Arabic'],
  ])('refuses %j with a message on %s', async (payload, field, message) => {
    const me = await profileUser(t.app.db);
    const response = await patch(me.headers, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toContain(message);
  });

  it('keeps usernames unique across users, whatever the case', async () => {
    const first = await profileUser(t.app.db);
    const second = await profileUser(t.app.db, 'Other Org');
    expect((await patch(first.headers, { name: 'First', username: 'Sam.Lee' })).statusCode).toBe(
      200,
    );
    const taken = await patch(second.headers, { name: 'Second', username: 'sam.lee' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({
      message: 'This username is already taken',
      errors: { username: ['This username is already taken'] },
    });
    // Saving one's own username again is fine.
    expect((await patch(first.headers, { name: 'First', username: 'sam.lee' })).statusCode).toBe(
      200,
    );
    const [row] = await t.app.db.select().from(users).where(eq(users.id, second.user.id));
    expect(row?.name).not.toBe('Second');
  });

  it('needs a token and the (read, profile) permission', async () => {
    const me = await profileUser(t.app.db);
    expect((await get({})).statusCode).toBe(401);
    const { token } = await createUserWithToken(t.app.db, me.organisation.id, {
      rules: [{ action: 'read', subject: 'dashboard' }],
    });
    for (const [method, url] of [
      ['GET', '/api/v1/profile'],
      ['PATCH', '/api/v1/profile'],
      ['PUT', '/api/v1/profile/avatar'],
      ['DELETE', '/api/v1/profile/signature'],
      ['POST', '/api/v1/profile/email'],
      ['POST', '/api/v1/profile/password'],
      ['GET', '/api/v1/profile/sessions'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(token), payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
