// Members and teams: /v1/team/members and /v1/team/teams.
import { DEFAULT_ROLES, type DefaultRoleKey } from '@mainstay/permissions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema/index.ts';
import { addDays, today } from '../src/modules/team/team.shared.ts';
import { rolesRepository } from '../src/modules/roles/roles.repository.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';

const rulesOf = (key: DefaultRoleKey) => DEFAULT_ROLES.find((role) => role.key === key)!.rules;
type Person = Awaited<ReturnType<typeof createUserWithToken>>;

describe('members and teams', () => {
  let t: TestApp;
  let orgA: string;
  let admin: Person;
  let manager: Person;
  let viewer: Person;
  let technician: Person;
  let outsider: Person;

  beforeAll(async () => {
    t = await createTestApp();
    orgA = (await createOrganisation(t.app.db, 'Teams Alpha')).id;
    const orgB = (await createOrganisation(t.app.db, 'Teams Beta')).id;
    admin = await createUserWithToken(t.app.db, orgA, { rules: rulesOf('administrator') });
    manager = await createUserWithToken(t.app.db, orgA, { rules: rulesOf('facilities_manager') });
    viewer = await createUserWithToken(t.app.db, orgA, { rules: rulesOf('viewer') });
    technician = await createUserWithToken(t.app.db, orgA, { rules: rulesOf('technician') });
    outsider = await createUserWithToken(t.app.db, orgB, { rules: rulesOf('owner') });
    await t.app.db
      .update(users)
      .set({ name: 'Zara Technician', jobTitle: 'HVAC engineer', skills: ['HVAC'] })
      .where(eq(users.id, technician.user.id));
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    token: string,
    payload?: Record<string, unknown>,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });

  describe('members', () => {
    it('lists members with roles, teams, skills and leave today, paginated and searchable', async () => {
      await call('POST', '/team/leave', viewer.token, {
        starts_on: today(),
        ends_on: addDays(today(), 1),
        type: 'sick',
      });
      const page = await call('GET', '/team/members?per_page=5', viewer.token);
      expect(page.statusCode).toBe(200);
      const body = page.json();
      expect(body).toMatchObject({ total: 4, page: 1, per_page: 5 });
      const viewerRow = body.data.find((row: { id: string }) => row.id === viewer.user.id);
      expect(viewerRow).toMatchObject({
        on_leave_today: true,
        roles: [{ id: viewer.role.id, key: null, name: viewer.role.name }],
        teams: [],
        avatar: null,
        status: 'active',
      });

      const search = await call('GET', '/team/members?search=hvac', viewer.token);
      expect(search.json().data.map((row: { name: string }) => row.name)).toEqual([
        'Zara Technician',
      ]);
      const byRole = await call('GET', `/team/members?role_id=${admin.role.id}`, viewer.token);
      expect(byRole.json().data.map((row: { id: string }) => row.id)).toEqual([admin.user.id]);
      const badSize = await call('GET', '/team/members?per_page=7', viewer.token);
      expect(badSize.statusCode).toBe(422);
      expect(badSize.json().errors.per_page).toEqual([
        'Page size must be one of 5, 10, 20, 25, 50, 100',
      ]);
    });

    it('shows a member page with contact, leave and an empty assigned-work list', async () => {
      const response = await call('GET', `/team/members/${viewer.user.id}`, manager.token);
      expect(response.statusCode).toBe(200);
      const detail = response.json();
      expect(detail).toMatchObject({
        id: viewer.user.id,
        email: viewer.user.email,
        contractor: null,
        assigned_work: { current: [], past: [] },
      });
      expect(detail.leave.upcoming).toHaveLength(1);
      expect(detail.leave.past).toEqual([]);
    });

    it('updates phone, job title and skills with write on team, audited', async () => {
      const response = await call('PATCH', `/team/members/${technician.user.id}`, manager.token, {
        phone: '+44 20 7946 0000',
        job_title: 'Senior HVAC engineer',
        skills: ['HVAC', 'hvac', 'Refrigeration'],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        phone: '+44 20 7946 0000',
        job_title: 'Senior HVAC engineer',
        skills: ['HVAC', 'Refrigeration'],
      });
      const [audit] = await t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, technician.user.id), eq(auditLog.action, 'user.updated')));
      expect(audit?.before).toEqual({ phone: null, job_title: 'HVAC engineer', skills: ['HVAC'] });
    });

    it('refuses skills that are too long or too many, and a bad phone', async () => {
      const patch = (payload: Record<string, unknown>) =>
        call('PATCH', `/team/members/${technician.user.id}`, manager.token, payload);
      const long = await patch({ phone: 'call me', skills: ['x'.repeat(61)] });
      expect(long.statusCode).toBe(422);
      expect(long.json().errors).toEqual({
        phone: ['Please enter a valid phone number'],
        'skills.0': ['Each skill must be at most 60 characters'],
      });
      const many = await patch({ skills: Array.from({ length: 21 }, (_, index) => `S${index}`) });
      expect(many.json().errors).toEqual({ skills: ['At most 20 skills'] });
    });

    it('lets a viewer read but not edit; a technician cannot even read', async () => {
      const edit = await call('PATCH', `/team/members/${viewer.user.id}`, viewer.token, {
        job_title: 'Boss',
      });
      expect(edit.statusCode).toBe(403);
      expect((await call('GET', '/team/members', technician.token)).statusCode).toBe(403);
      expect(
        (await call('GET', `/team/members/${viewer.user.id}`, technician.token)).statusCode,
      ).toBe(403);
    });

    it('gives a default role with its key, so the pages can name it in the reader language', async () => {
      const orgC = (await createOrganisation(t.app.db, 'Teams Gamma')).id;
      const reader = await createUserWithToken(t.app.db, orgC, { rules: rulesOf('viewer') });
      const defaults = await rolesRepository(t.app.db, orgC).insertDefaults();
      const manager = defaults.find((role) => role.key === 'facilities_manager')!;
      await rolesRepository(t.app.db, orgC).assignToUser(reader.user.id, [manager.id]);
      const expected = [
        { id: manager.id, key: 'facilities_manager', name: 'Facilities Manager' },
        { id: reader.role.id, key: null, name: reader.role.name },
      ];
      const list = await call('GET', '/team/members', reader.token);
      expect(list.json().data[0].roles).toEqual(expected);
      const detail = await call('GET', `/team/members/${reader.user.id}`, reader.token);
      expect(detail.json().roles).toEqual(expected);
    });

    it("answers 404 for another organisation's member", async () => {
      expect(
        (await call('GET', `/team/members/${viewer.user.id}`, outsider.token)).statusCode,
      ).toBe(404);
      const patch = await call('PATCH', `/team/members/${viewer.user.id}`, outsider.token, {
        job_title: 'Hijacked',
      });
      expect(patch.statusCode).toBe(404);
      const theirs = await call('GET', '/team/members', outsider.token);
      expect(theirs.json().data.map((row: { id: string }) => row.id)).toEqual([outsider.user.id]);
    });
  });

  describe('teams', () => {
    let teamId: string;

    it('creates a team; the lead becomes a member; names are unique per organisation', async () => {
      const created = await call('POST', '/team/teams', manager.token, {
        name: 'HVAC Crew',
        description: 'Heating and cooling',
        lead_user_id: technician.user.id,
        member_ids: [viewer.user.id],
      });
      expect(created.statusCode).toBe(201);
      const team = created.json();
      teamId = team.id;
      expect(team.lead).toEqual({ id: technician.user.id, name: 'Zara Technician' });
      expect(team.members.map((member: { id: string }) => member.id).sort()).toEqual(
        [technician.user.id, viewer.user.id].sort(),
      );

      const duplicate = await call('POST', '/team/teams', manager.token, { name: 'hvac crew' });
      expect(duplicate.statusCode).toBe(422);
      expect(duplicate.json().errors).toEqual({ name: ['A team with this name already exists'] });
      // Another organisation may use the same name.
      const elsewhere = await call('POST', '/team/teams', outsider.token, { name: 'HVAC Crew' });
      expect(elsewhere.statusCode).toBe(201);

      const members = await call('GET', `/team/members?team_id=${teamId}`, viewer.token);
      expect(members.json().total).toBe(2);
    });

    it('refuses an empty name and people from another organisation', async () => {
      const response = await call('POST', '/team/teams', manager.token, {
        name: '  ',
        lead_user_id: outsider.user.id,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ name: ['Name is required'] });
      const foreign = await call('POST', '/team/teams', manager.token, {
        name: 'Electrical',
        lead_user_id: outsider.user.id,
        member_ids: [outsider.user.id],
      });
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().errors).toEqual({
        lead_user_id: ['The lead must be a member of your organisation'],
        member_ids: ['Some of the people chosen are not members of your organisation'],
      });
    });

    it('changes a team, adds and removes members; removing the lead clears the lead', async () => {
      const patched = await call('PATCH', `/team/teams/${teamId}`, manager.token, {
        description: 'HVAC and refrigeration',
        lead_user_id: manager.user.id,
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json().lead.id).toBe(manager.user.id);
      expect(patched.json().members).toHaveLength(3);

      const added = await call('POST', `/team/teams/${teamId}/members`, manager.token, {
        user_id: admin.user.id,
      });
      expect(added.json().members).toHaveLength(4);
      const foreign = await call('POST', `/team/teams/${teamId}/members`, manager.token, {
        user_id: outsider.user.id,
      });
      expect(foreign.statusCode).toBe(422);

      const removed = await call(
        'DELETE',
        `/team/teams/${teamId}/members/${manager.user.id}`,
        manager.token,
      );
      expect(removed.statusCode).toBe(200);
      expect(removed.json().lead).toBeNull();
      const again = await call(
        'DELETE',
        `/team/teams/${teamId}/members/${manager.user.id}`,
        manager.token,
      );
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe('This person is not a member of the team');

      const replaced = await call('PATCH', `/team/teams/${teamId}`, manager.token, {
        member_ids: [viewer.user.id],
      });
      expect(replaced.json().members.map((member: { id: string }) => member.id)).toEqual([
        viewer.user.id,
      ]);
      const actions = (
        await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, teamId))
      ).map((row) => row.action);
      expect(actions).toEqual(
        expect.arrayContaining([
          'team.created',
          'team.updated',
          'team.member_added',
          'team.member_removed',
        ]),
      );
    });

    it('lets a viewer list teams but not create, change or delete them', async () => {
      const listed = await call('GET', '/team/teams', viewer.token);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data.map((team: { name: string }) => team.name)).toEqual(['HVAC Crew']);
      expect((await call('POST', '/team/teams', viewer.token, { name: 'X' })).statusCode).toBe(403);
      expect(
        (await call('PATCH', `/team/teams/${teamId}`, viewer.token, { name: 'X' })).statusCode,
      ).toBe(403);
      expect((await call('GET', '/team/teams', technician.token)).statusCode).toBe(403);
      // Deleting needs manage: a facilities manager cannot, an administrator can.
      expect((await call('DELETE', `/team/teams/${teamId}`, manager.token)).statusCode).toBe(403);
    });

    it("answers 404 for another organisation's team on every route", async () => {
      const routes: [Parameters<typeof call>[0], string, Record<string, unknown>?][] = [
        ['PATCH', `/team/teams/${teamId}`, { name: 'Hijacked' }],
        ['POST', `/team/teams/${teamId}/members`, { user_id: outsider.user.id }],
        ['DELETE', `/team/teams/${teamId}/members/${viewer.user.id}`],
        ['DELETE', `/team/teams/${teamId}`],
      ];
      for (const [method, url, payload] of routes) {
        const response = await call(method, url, outsider.token, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
      const theirs = await call('GET', '/team/teams', outsider.token);
      expect(theirs.json().data.every((team: { id: string }) => team.id !== teamId)).toBe(true);
    });

    it('deletes a team with manage on team', async () => {
      expect((await call('DELETE', `/team/teams/${teamId}`, admin.token)).statusCode).toBe(204);
      expect((await call('GET', '/team/teams', admin.token)).json().data).toEqual([]);
      expect((await call('DELETE', `/team/teams/${teamId}`, admin.token)).statusCode).toBe(404);
    });
  });

  it('documents every team route in the OpenAPI description', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/team/members',
        '/api/v1/team/members/{id}',
        '/api/v1/team/teams',
        '/api/v1/team/teams/{id}/members/{userId}',
        '/api/v1/team/leave',
        '/api/v1/contractors',
        '/api/v1/contractors/{id}/documents/{docId}',
        '/api/v1/contractors/{id}/invite',
      ]),
    );
  });
});
