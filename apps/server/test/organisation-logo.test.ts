// The organisation logo: PUT and DELETE /v1/organisation/logo, checked by content and size,
// served through a signed link that sign-in and `me` hand out as `entity.logo`.
import { randomBytes } from 'node:crypto';
import { DEFAULT_ROLES } from '@mainstay/permissions';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, files } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { usersRepository } from '../src/modules/users/users.repository.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';

const LOGO = '/api/v1/organisation/logo';
const ownerRules = DEFAULT_ROLES.find((role) => role.key === 'owner')?.rules ?? [];
const viewerRules = DEFAULT_ROLES.find((role) => role.key === 'viewer')?.rules ?? [];

function multipart(filename: string, data: Buffer, contentType = 'image/png') {
  const boundary = `----mainstay${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = (size = 32, colour = '#10c0d2') =>
  sharp({ create: { width: size, height: size, channels: 4, background: colour } })
    .png()
    .toBuffer();

describe('organisation logo', () => {
  let t: TestApp;
  let organisationId: string;
  let ownerToken: string;
  let ownerEmail: string;
  const password = 'logo-password-1';

  beforeAll(async () => {
    // Small enough that a 200x200 noise image is too large, large enough for a small logo.
    t = await createTestApp({ env: { FILES_MAX_BYTES: '20000' } });
    const organisation = await createOrganisation(t.app.db, 'Logo Estates');
    organisationId = organisation.id;
    const owner = await createUserWithToken(t.app.db, organisationId, { rules: ownerRules });
    ownerToken = owner.token;
    ownerEmail = owner.user.email;
    await usersRepository(t.app.db, organisationId).update(owner.user.id, {
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
    });
  });
  afterAll(() => t.close());

  async function put(token: string, filename: string, data: Buffer, type?: string) {
    const body = multipart(filename, data, type);
    return t.app.inject({
      method: 'PUT',
      url: LOGO,
      payload: body.payload,
      headers: { ...bearer(token), ...body.headers },
    });
  }

  it('uploads a PNG, returns its signed link and audits the change', async () => {
    const response = await put(ownerToken, 'logo.png', await png());
    expect(response.statusCode).toBe(200);
    const { logo } = response.json();
    expect(logo).toMatchObject({ name: 'logo.png', content_type: 'image/png' });
    expect(logo.url).toMatch(
      /^\/api\/v1\/files\/[0-9a-f-]+\/content\?expires=\d+&user=[0-9a-f-]{36}&signature=/,
    );

    const image = await t.app.inject({ url: logo.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(32);

    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.organisationId, organisationId),
          eq(auditLog.action, 'organisation.logo_updated'),
        ),
      );
    expect(entry?.after).toEqual({ logo: logo.id });
  });

  it('refuses a tampered signature with 404', async () => {
    const { logo } = (
      await t.app.inject({ url: '/api/v1/organisation', headers: bearer(ownerToken) })
    ).json();
    const tampered = logo.url.replace(
      /signature=(.)/,
      (_: string, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
    );
    const response = await t.app.inject({ url: tampered });
    expect(response.statusCode).toBe(404);
  });

  it('hands the logo link out as entity.logo at sign-in and in me', async () => {
    const current = (
      await t.app.inject({ url: '/api/v1/organisation', headers: bearer(ownerToken) })
    ).json();
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(ownerToken) });
    expect(me.json().user.entity.logo).toBe(current.logo.url);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: ownerEmail, password },
    });
    expect(login.statusCode).toBe(200);
    const url = login.json().user.entity.logo as string;
    expect(url).toBe(current.logo.url);
    const image = await t.app.inject({ url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const shell = await t.app.inject({
      url: '/api/v1/organisation/current',
      headers: bearer(ownerToken),
    });
    expect(shell.json().logo).toBe(current.logo.url);
  });

  it('replaces the previous logo file', async () => {
    const before = (
      await t.app.inject({ url: '/api/v1/organisation', headers: bearer(ownerToken) })
    ).json();
    const response = await put(ownerToken, 'new-logo.png', await png(48, '#ff9800'));
    expect(response.statusCode).toBe(200);
    expect(response.json().logo.id).not.toBe(before.logo.id);
    const old = await t.app.db.select().from(files).where(eq(files.id, before.logo.id));
    expect(old).toEqual([]);
    expect((await t.app.inject({ url: before.logo.url })).statusCode).toBe(404);
  });

  it('refuses a text file named .png (415) and keeps the current logo', async () => {
    const current = (
      await t.app.inject({ url: '/api/v1/organisation', headers: bearer(ownerToken) })
    ).json();
    const response = await put(ownerToken, 'logo.png', Buffer.from('not really an image\n'));
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('This type of file is not accepted');
    const after = (
      await t.app.inject({ url: '/api/v1/organisation', headers: bearer(ownerToken) })
    ).json();
    expect(after.logo.id).toBe(current.logo.id);
  });

  it('refuses a file over the size limit (413)', async () => {
    const noise = await sharp(randomBytes(200 * 200 * 3), {
      raw: { width: 200, height: 200, channels: 3 },
    })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(20000);
    const response = await put(ownerToken, 'huge.png', noise);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/too large/);
  });

  it('asks for a file when none is sent, and for multipart', async () => {
    const json = await t.app.inject({
      method: 'PUT',
      url: LOGO,
      headers: bearer(ownerToken),
      payload: { logo: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('is refused to a viewer and kept per organisation', async () => {
    const viewer = await createUserWithToken(t.app.db, organisationId, { rules: viewerRules });
    expect((await put(viewer.token, 'logo.png', await png())).statusCode).toBe(403);
    const other = await createOrganisation(t.app.db, 'Elsewhere');
    const otherOwner = await createUserWithToken(t.app.db, other.id, { rules: ownerRules });
    const theirs = await t.app.inject({
      url: '/api/v1/organisation',
      headers: bearer(otherOwner.token),
    });
    expect(theirs.json().logo).toBeNull();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: LOGO,
      headers: bearer(otherOwner.token),
    });
    expect(removed.statusCode).toBe(200);
    const mine = await t.app.inject({ url: '/api/v1/organisation', headers: bearer(ownerToken) });
    expect(mine.json().logo).not.toBeNull();
  });

  it('removes the logo, its file and its link', async () => {
    const current = (
      await t.app.inject({ url: '/api/v1/organisation', headers: bearer(ownerToken) })
    ).json();
    const response = await t.app.inject({
      method: 'DELETE',
      url: LOGO,
      headers: bearer(ownerToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().logo).toBeNull();
    expect((await t.app.inject({ url: current.logo.url })).statusCode).toBe(404);
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(ownerToken) });
    expect(me.json().user.entity.logo).toBeNull();
  });

  it('removes the logo on a branding reset', async () => {
    await put(ownerToken, 'logo.png', await png());
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/organisation/branding/reset',
      headers: bearer(ownerToken),
    });
    expect(response.json().logo).toBeNull();
    const left = await t.app.db
      .select()
      .from(files)
      .where(eq(files.organisationId, organisationId));
    expect(left).toEqual([]);
  });
});
