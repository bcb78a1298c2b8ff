// Invitations: POST /v1/auth/invite-team, GET /v1/auth/invitations/:token and
// POST /v1/auth/accept-invitation.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, organisations, users } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { linkIn, post, RELAXED_LIMITS, signUp } from './helpers/auth-flows.ts';
import { bearer, createUserWithToken } from './helpers/fixtures.ts';

const PASSWORD = 'invitee-password';

describe('inviting a team and accepting an invitation', () => {
  let t: TestApp;
  let ownerA: { token: string; userId: string };
  let ownerB: { token: string; userId: string };

  beforeAll(async () => {
    t = await createTestApp({ authRateLimits: RELAXED_LIMITS });
    ownerA = await signUp(t, 'owner@alpha-invite.example', 'Alpha Invite Co');
    ownerB = await signUp(t, 'owner@beta-invite.example', 'Beta Invite Co');
  });
  afterAll(() => t.close());

  const invite = (token: string, list: { email: string; role: string }[]) =>
    post(t, 'invite-team', { invitations: list }, bearer(token));

  async function invitationToken(email: string) {
    const link = await linkIn(t.app.db, email, 'invitation', '/auth/AcceptInvitation');
    return link.searchParams.get('token') ?? '';
  }

  const accept = (token: string, extra: Record<string, string> = {}) =>
    post(t, 'accept-invitation', {
      token,
      name: 'Ian Vitee',
      username: 'ian',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      ...extra,
    });

  it('invites people with a role given by name or key, and e-mails each a link', async () => {
    const response = await invite(ownerA.token, [
      { email: 'Tech@Alpha-Invite.example', role: 'technician' },
      { email: 'viewer@alpha-invite.example', role: 'Viewer' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Invitations sent successfully',
      sent: 2,
    });
    const token = await invitationToken('tech@alpha-invite.example');
    const [row] = await t.app.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, 'tech@alpha-invite.example'));
    expect(row?.tokenHash).not.toBe(token);
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const details = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/invitations/${token}`,
    });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toEqual({
      email: 'tech@alpha-invite.example',
      organisation_name: 'Alpha Invite Co',
      role: 'Technician',
      role_key: 'technician',
      inviter_name: 'Harriet',
      expires_at: row!.expiresAt.toISOString(),
    });
  });

  it('answers bad invitations with field errors keyed by position', async () => {
    const response = await invite(ownerA.token, [
      { email: 'owner@alpha-invite.example', role: 'Technician' },
      { email: 'new@alpha-invite.example', role: 'Wizard' },
      { email: 'owner@beta-invite.example', role: 'Viewer' },
      { email: 'new@alpha-invite.example', role: 'Viewer' },
      { email: 'not-an-email', role: 'Viewer' },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'invitations.4.email': ['Please enter a valid email address'],
    });

    const semantic = await invite(ownerA.token, [
      { email: 'owner@alpha-invite.example', role: 'Technician' },
      { email: 'new@alpha-invite.example', role: 'Wizard' },
      { email: 'owner@beta-invite.example', role: 'Viewer' },
      { email: 'new@alpha-invite.example', role: 'Viewer' },
    ]);
    expect(semantic.statusCode).toBe(422);
    expect(semantic.json()).toEqual({
      message: 'Some invitations could not be sent',
      code: 'INVITATIONS_NOT_SENT',
      errors: {
        'invitations.0.email': ['This person is already a member of your organisation'],
        'invitations.1.role': ['This role does not exist in your organisation'],
        'invitations.2.email': ['This email already has an account'],
        'invitations.3.email': ['This email appears more than once'],
      },
    });
    const empty = await invite(ownerA.token, []);
    expect(empty.json().errors).toEqual({ invitations: ['Add at least one invitation'] });
  });

  it('needs a token and the organisation write permission', async () => {
    const anonymous = await post(t, 'invite-team', { invitations: [] });
    expect(anonymous.statusCode).toBe(401);
    const [organisation] = await t.app.db
      .select()
      .from(organisations)
      .where(eq(organisations.name, 'Alpha Invite Co'));
    const { token } = await createUserWithToken(t.app.db, organisation!.id, {
      rules: [{ action: 'read', subject: 'organisation' }],
    });
    const forbidden = await invite(token, [{ email: 'x@alpha-invite.example', role: 'Viewer' }]);
    expect(forbidden.statusCode).toBe(403);
  });

  it('refuses to invite someone with permissions the inviter does not hold', async () => {
    const [organisation] = await t.app.db
      .select()
      .from(organisations)
      .where(eq(organisations.name, 'Alpha Invite Co'));
    const { token } = await createUserWithToken(t.app.db, organisation!.id, {
      rules: [
        { action: 'write', subject: 'organisation' },
        { action: 'read', subject: 'buildings' },
      ],
    });
    const owner = await invite(token, [{ email: 'crown@alpha-invite.example', role: 'Owner' }]);
    expect(owner.statusCode).toBe(422);
    expect(owner.json().errors).toEqual({
      'invitations.0.role': ['You cannot invite someone with permissions you do not have'],
    });
    const reporter = await invite(token, [
      { email: 'crown@alpha-invite.example', role: 'Reporter' },
    ]);
    expect(reporter.statusCode).toBe(422);
  });

  it('accepts once: creates a verified member with the role who is signed in and can sign in', async () => {
    await invite(ownerA.token, [
      { email: 'accept@alpha-invite.example', role: 'Facilities Manager' },
    ]);
    const token = await invitationToken('accept@alpha-invite.example');
    const response = await accept(token);
    expect(response.statusCode).toBe(200);
    const { token: session, user } = response.json();
    expect(user).toMatchObject({
      name: 'Ian Vitee',
      username: 'ian',
      email: 'accept@alpha-invite.example',
      roles: ['Facilities Manager'],
      entity: { name: 'Alpha Invite Co' },
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(session),
    });
    expect(me.json().user.entity.name).toBe('Alpha Invite Co');
    const login = await post(t, 'login', {
      email: 'accept@alpha-invite.example',
      password: PASSWORD,
      device_name: 'vitest',
    });
    expect(login.statusCode).toBe(200);

    const again = await accept(token, { username: 'ian2' });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({
      message: 'This invitation has already been used',
      code: 'INVITATION_USED',
    });
    const details = await t.app.inject({ method: 'GET', url: `/api/v1/auth/invitations/${token}` });
    expect(details.statusCode).toBe(410);
  });

  it('refuses an expired, unknown or replaced invitation', async () => {
    await invite(ownerA.token, [{ email: 'late@alpha-invite.example', role: 'Viewer' }]);
    const token = await invitationToken('late@alpha-invite.example');
    await t.app.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, 'late@alpha-invite.example'));
    const expired = await accept(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe('This invitation has expired. Ask for a new one.');

    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/auth/invitations/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This invitation is invalid');

    await invite(ownerA.token, [{ email: 'late@alpha-invite.example', role: 'Viewer' }]);
    const newer = await invitationToken('late@alpha-invite.example');
    expect(newer).not.toBe(token);
    expect((await accept(token)).statusCode).toBe(404);
    expect((await accept(newer)).statusCode).toBe(200);
  });

  it('checks the accept form with the messages of the specification', async () => {
    const response = await post(t, 'accept-invitation', {
      token: 'x',
      name: '',
      username: '',
      password: 'short',
      password_confirmation: 'other',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['Name is required'],
      username: ['Username is required'],
      password: ['Password must be at least 8 characters'],
      password_confirmation: ['Passwords do not match'],
    });
  });

  it('keeps organisations apart: an invitation of A puts the invitee in A, never in B', async () => {
    await invite(ownerA.token, [{ email: 'cross@alpha-invite.example', role: 'Viewer' }]);
    const token = await invitationToken('cross@alpha-invite.example');
    // Accepting while signed in as B's owner changes nothing: the invitation decides.
    const response = await post(
      t,
      'accept-invitation',
      {
        token,
        name: 'Cross',
        username: 'cross',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
      bearer(ownerB.token),
    );
    expect(response.statusCode).toBe(200);
    const [created] = await t.app.db
      .select()
      .from(users)
      .where(eq(users.email, 'cross@alpha-invite.example'));
    const [alpha] = await t.app.db
      .select()
      .from(organisations)
      .where(eq(organisations.name, 'Alpha Invite Co'));
    expect(created?.organisationId).toBe(alpha!.id);

    // B's owner cannot invite with a role of A, and sees only B through me.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(ownerB.token),
    });
    expect(me.json().user.entity.name).toBe('Beta Invite Co');
    expect(response.json().user.entity.name).toBe('Alpha Invite Co');
  });
});
