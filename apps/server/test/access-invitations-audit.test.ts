// Pending invitations (GET /v1/invitations, POST /v1/invitations/:id/resend, DELETE
// /v1/invitations/:id) and the audit log (GET /v1/audit).
import { randomBytes } from 'node:crypto';
import type { DefaultRoleKey } from '@mainstay/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { auditLog, invitations } from '../src/db/schema/index.ts';
import { recordAudit } from '../src/lib/audit.ts';
import { createAccessToken } from '../src/modules/auth/access-tokens.ts';
import { rolesRepository } from '../src/modules/roles/roles.repository.ts';
import { usersRepository } from '../src/modules/users/users.repository.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { linkIn, RELAXED_LIMITS } from './helpers/auth-flows.ts';
import { bearer, createOrganisation } from './helpers/fixtures.ts';
import { readOutbox } from './helpers/mail.ts';

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
  return { organisation, role, member };
}

type Org = Awaited<ReturnType<typeof organisationWithDefaults>>;
type Member = Awaited<ReturnType<Org['member']>>;

describe('pending invitations and the audit log', () => {
  let t: TestApp;
  let org: Org;
  let owner: Member;
  let admin: Member;
  let viewer: Member;
  let technician: Member;
  let outsider: Member;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
  const invite = (token: string, list: { email: string; role: string }[]) =>
    call('POST', '/auth/invite-team', token, { invitations: list });
  const pending = async (token: string) =>
    (await call('GET', '/invitations', token)).json<{
      data: { id: string; email: string; role: { name: string }; invited_by: { name: string } }[];
    }>().data;
  const tokenOf = async (email: string) =>
    (await linkIn(t.app.db, email, 'invitation', '/auth/AcceptInvitation')).searchParams.get(
      'token',
    ) ?? '';

  beforeAll(async () => {
    t = await createTestApp({ authRateLimits: RELAXED_LIMITS });
    org = await organisationWithDefaults(t.app.db, 'Invites Alpha');
    owner = await org.member('owner', 'Olivia Owner');
    admin = await org.member('administrator', 'Adam Admin');
    viewer = await org.member('viewer');
    technician = await org.member('technician');
    const other = await organisationWithDefaults(t.app.db, 'Invites Beta');
    outsider = await other.member('owner');
    const sent = await invite(owner.token, [
      { email: 'new.tech@alpha.example', role: 'Technician' },
      { email: 'new.viewer@alpha.example', role: 'viewer' },
    ]);
    expect(sent.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('lists pending invitations with role, inviter and expiry', async () => {
    const list = await pending(owner.token);
    expect(list.map((item) => item.email).sort()).toEqual([
      'new.tech@alpha.example',
      'new.viewer@alpha.example',
    ]);
    expect(list.find((item) => item.email === 'new.tech@alpha.example')).toMatchObject({
      role: { name: 'Technician' },
      invited_by: { name: 'Olivia Owner' },
    });
    expect(await pending(outsider.token)).toEqual([]);
  });

  it('resends with a new link and a new e-mail; the old link stops working', async () => {
    const [item] = (await pending(owner.token)).filter((i) => i.email === 'new.tech@alpha.example');
    const oldToken = await tokenOf('new.tech@alpha.example');
    const before = await readOutbox(t.app.db, { to: 'new.tech@alpha.example' });
    const response = await call('POST', `/invitations/${item!.id}/resend`, admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: item!.id, email: 'new.tech@alpha.example' });
    const after = await readOutbox(t.app.db, { to: 'new.tech@alpha.example' });
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]?.subject).toMatch(/Adam Admin invited you to join Invites Alpha/);
    const newToken = await tokenOf('new.tech@alpha.example');
    expect(newToken).not.toBe(oldToken);
    const old = await t.app.inject({ method: 'GET', url: `/api/v1/auth/invitations/${oldToken}` });
    expect(old.statusCode).toBe(404);
    const fresh = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/invitations/${newToken}`,
    });
    expect(fresh.statusCode).toBe(200);
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, item!.id));
    expect(entry).toMatchObject({
      action: 'invitation.resent',
      entityLabel: 'new.tech@alpha.example',
    });
  });

  it('revokes an invitation: its link stops working and it leaves the list', async () => {
    const [item] = (await pending(owner.token)).filter(
      (i) => i.email === 'new.viewer@alpha.example',
    );
    const link = await tokenOf('new.viewer@alpha.example');
    const response = await call('DELETE', `/invitations/${item!.id}`, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Invitation revoked' });
    expect((await pending(owner.token)).map((i) => i.id)).not.toContain(item!.id);
    const details = await t.app.inject({ method: 'GET', url: `/api/v1/auth/invitations/${link}` });
    expect(details.statusCode).toBe(404);
    expect((await call('DELETE', `/invitations/${item!.id}`, owner.token)).statusCode).toBe(404);
    expect((await call('POST', `/invitations/${item!.id}/resend`, owner.token)).statusCode).toBe(
      404,
    );
  });

  it('refuses an accepted invitation (409) and one for a role the caller lacks (403)', async () => {
    await invite(owner.token, [{ email: 'joined@alpha.example', role: 'Reporter' }]);
    const [row] = await t.app.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, 'joined@alpha.example'));
    await t.app.db
      .update(invitations)
      .set({ acceptedAt: new Date() })
      .where(eq(invitations.id, row!.id));
    const accepted = await call('POST', `/invitations/${row!.id}/resend`, owner.token);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().message).toBe('This invitation has already been accepted');

    await invite(owner.token, [{ email: 'co-owner@alpha.example', role: 'Owner' }]);
    const ownerInvite = (await pending(owner.token)).find(
      (i) => i.email === 'co-owner@alpha.example',
    );
    const byAdmin = await call('POST', `/invitations/${ownerInvite!.id}/resend`, admin.token);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe('You cannot grant permissions you do not have');
  });

  it('is permission-checked and organisation-scoped', async () => {
    const [item] = await pending(owner.token);
    for (const token of [viewer.token, technician.token]) {
      expect((await call('GET', '/invitations', token)).statusCode).toBe(403);
      expect((await call('POST', `/invitations/${item!.id}/resend`, token)).statusCode).toBe(403);
      expect((await call('DELETE', `/invitations/${item!.id}`, token)).statusCode).toBe(403);
      expect((await call('GET', '/audit', token)).statusCode).toBe(403);
    }
    expect((await call('POST', `/invitations/${item!.id}/resend`, outsider.token)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/invitations/${item!.id}`, outsider.token)).statusCode).toBe(404);
    expect((await call('DELETE', '/invitations/nope', owner.token)).statusCode).toBe(422);
  });

  describe('the audit log', () => {
    beforeAll(async () => {
      // An old entry by the system, to filter by date and actor.
      await recordAudit(t.app.db, {
        organisationId: org.organisation.id,
        actorUserId: null,
        action: 'subscription.updated',
        entityType: 'subscription',
        before: { status: 'trialing' },
        after: { status: 'active' },
      });
      await t.app.db
        .update(auditLog)
        .set({ createdAt: new Date('2025-01-15T10:00:00Z') })
        .where(eq(auditLog.action, 'subscription.updated'));
      await call('POST', '/roles', owner.token, { name: 'Auditor', rules: [] });
    });

    it('lists entries newest first with actor, label and before/after values', async () => {
      const response = await call('GET', '/audit?per_page=5', admin.token);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ page: 1, per_page: 5 });
      expect(body.total).toBeGreaterThanOrEqual(4);
      expect(body.data[0]).toMatchObject({
        action: 'role.created',
        entity_type: 'role',
        entity_label: 'Auditor',
        actor: { id: owner.user.id, name: 'Olivia Owner' },
        before: null,
        after: { name: 'Auditor', description: '', rules: [] },
      });
      const times = body.data.map((entry: { created_at: string }) => entry.created_at);
      expect([...times].sort().reverse()).toEqual(times);
      const last = await call(
        'GET',
        `/audit?per_page=5&page=${Math.ceil(body.total / 5)}`,
        admin.token,
      );
      expect(last.json().data.at(-1)).toMatchObject({
        action: 'subscription.updated',
        actor: { id: null, name: 'System' },
      });
    });

    it('filters by entity type, actor and period', async () => {
      const roles = await call('GET', '/audit?entity_type=role', owner.token);
      expect(
        roles.json().data.every((e: { entity_type: string }) => e.entity_type === 'role'),
      ).toBe(true);
      const byAdmin = await call('GET', `/audit?actor_user_id=${admin.user.id}`, owner.token);
      expect(byAdmin.json().data.map((e: { action: string }) => e.action)).toEqual([
        'invitation.resent',
      ]);
      const january = await call('GET', '/audit?from=2025-01-15&to=2025-01-15', owner.token);
      expect(january.json().data.map((e: { action: string }) => e.action)).toEqual([
        'subscription.updated',
      ]);
      const since = await call('GET', '/audit?from=2025-01-16T00:00:00Z', owner.token);
      expect(since.json().total).toBe(roles.json().total + 2);
      expect((await call('GET', '/audit', outsider.token)).json().total).toBe(0);
    });

    it('answers bad filters with 422', async () => {
      const response = await call(
        'GET',
        '/audit?entity_type=spaceship&from=yesterday',
        owner.token,
      );
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors).sort()).toEqual(['entity_type', 'from']);
    });
  });
});
