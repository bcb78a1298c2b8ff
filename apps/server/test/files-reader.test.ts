// File links name the user they were handed to: a link works while that user is active, and
// stops working (404 FILE_LINK_INVALID, like a forged one) once they are deactivated or removed,
// while the links handed to others for the same file keep working.
import { DEFAULT_ROLES } from '@mainstay/permissions';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';
import { PROFILE_RULES, upload } from './profile-helpers.ts';

const OWNER_RULES = DEFAULT_ROLES.find((role) => role.key === 'owner')?.rules ?? [];

const png = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: '#10c0d2' } })
    .png()
    .toBuffer();

describe('file links of a deactivated user', () => {
  let t: TestApp;
  let organisationId: string;
  let owner: Awaited<ReturnType<typeof createUserWithToken>>;
  beforeAll(async () => {
    t = await createTestApp();
    organisationId = (await createOrganisation(t.app.db, 'Reader Estates')).id;
    owner = await createUserWithToken(t.app.db, organisationId, { rules: OWNER_RULES });
    const logo = await upload(
      t,
      '/api/v1/organisation/logo',
      bearer(owner.token),
      await png(),
      'logo.png',
    );
    expect(logo.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const fetchLink = (url: string) => t.app.inject({ method: 'GET', url });
  const logoLinkOf = async (token: string): Promise<string> => {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(token),
    });
    expect(me.statusCode).toBe(200);
    return me.json().user.entity.logo;
  };
  const member = () => createUserWithToken(t.app.db, organisationId, { rules: [...PROFILE_RULES] });

  it('stops the links handed to a user once they are deactivated, and only theirs', async () => {
    const { user, token } = await member();
    const memberLogo = await logoLinkOf(token);
    const ownerLogo = await logoLinkOf(owner.token);
    expect(memberLogo).toContain(`&user=${user.id}&`);
    expect(ownerLogo).toContain(`&user=${owner.user.id}&`);
    const avatar = await upload(t, '/api/v1/profile/avatar', bearer(token), await png(), 'me.png');
    const memberAvatar: string = avatar.json().avatar.url;
    for (const link of [memberLogo, ownerLogo, memberAvatar]) {
      expect((await fetchLink(link)).statusCode, link).toBe(200);
    }

    const deactivated = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${user.id}/deactivate`,
      headers: bearer(owner.token),
    });
    expect(deactivated.statusCode).toBe(200);

    for (const link of [memberLogo, memberAvatar]) {
      const refused = await fetchLink(link);
      expect(refused.statusCode, link).toBe(404);
      expect(refused.json().code).toBe('FILE_LINK_INVALID');
    }
    // The same file, handed to someone still active, is served as before.
    expect((await fetchLink(ownerLogo)).statusCode).toBe(200);
  });

  it('cannot be moved to another user, or made nobody’s, by editing the link', async () => {
    const { user, token } = await member();
    const link = await logoLinkOf(token);
    const asOwner = link.replace(`user=${user.id}`, `user=${owner.user.id}`);
    expect((await fetchLink(asOwner)).statusCode).toBe(404);
    const anonymous = link.replace(`&user=${user.id}`, '');
    expect((await fetchLink(anonymous)).statusCode).toBe(404);
    expect((await fetchLink(link)).statusCode).toBe(200);
  });

  it('stops the links of a user who was removed', async () => {
    const { user, token } = await member();
    const link = await logoLinkOf(token);
    expect((await fetchLink(link)).statusCode).toBe(200);
    await t.app.db.delete(users).where(eq(users.id, user.id));
    expect((await fetchLink(link)).statusCode).toBe(404);
  });

  it('binds the links of the sign-in answer (a public route) to the user signing in', async () => {
    const { user } = await member();
    const password = 'reader-password-1';
    await t.app.db
      .update(users)
      .set({ passwordHash: await hashPassword(password), emailVerifiedAt: new Date() })
      .where(eq(users.id, user.id));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password, device_name: 'vitest', remember: false },
    });
    expect(login.statusCode).toBe(200);
    const link: string = login.json().user.entity.logo;
    expect(link).toContain(`&user=${user.id}&`);
    await t.app.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, user.id));
    expect((await fetchLink(link)).statusCode).toBe(404);
  });
});
