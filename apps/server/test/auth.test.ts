import { eq } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accessTokens, organisations } from '../src/db/schema/index.ts';
import { hashToken, revokeAccessToken } from '../src/modules/auth/access-tokens.ts';
import { usersRepository } from '../src/modules/users/users.repository.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';

const URL = '/api/v1/organisation/current';
const READ_ORGANISATION = [{ action: 'read', subject: 'organisation' }] as const;

describe('the auth gate on GET /api/v1/organisation/current', () => {
  let t: TestApp;
  let orgA: { id: string; name: string };
  let orgB: { id: string; name: string };

  beforeAll(async () => {
    t = await createTestApp({
      registerRoutes: (app) => {
        app.withTypeProvider<ZodTypeProvider>().post(
          '/probe/assets',
          {
            config: { permission: { action: 'add', subject: 'assets' } },
            schema: { body: z.object({ name: z.string() }) },
          },
          async () => ({ ok: true }),
        );
      },
    });
    orgA = await createOrganisation(t.app.db, 'Alpha Property Services');
    orgB = await createOrganisation(t.app.db, 'Beta Campus Estates');
    await t.app.db
      .update(organisations)
      .set({ primaryColor: '#112233', logo: 'https://alpha.example/logo.png' })
      .where(eq(organisations.id, orgA.id));
  });
  afterAll(() => t.close());

  const get = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: URL, headers });

  it('answers 401 UNAUTHENTICATED without a token', async () => {
    const response = await get();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Authentication required',
      code: 'UNAUTHENTICATED',
    });
  });

  it('answers 401 for an unknown token or a malformed header', async () => {
    expect((await get(bearer('mst_not-a-real-token'))).statusCode).toBe(401);
    expect((await get({ authorization: 'Basic dXNlcjpwYXNz' })).statusCode).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const { token } = await createUserWithToken(t.app.db, orgA.id, {
      rules: [...READ_ORGANISATION],
      tokenTtlSeconds: -60,
    });
    expect((await get(bearer(token))).statusCode).toBe(401);
  });

  it('answers 401 for a revoked token', async () => {
    const { token } = await createUserWithToken(t.app.db, orgA.id, {
      rules: [...READ_ORGANISATION],
    });
    expect((await get(bearer(token))).statusCode).toBe(200);
    const [row] = await t.app.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashToken(token)));
    await revokeAccessToken(t.app.db, row!.id);
    expect((await get(bearer(token))).statusCode).toBe(401);
  });

  it('answers 401 when the user has been deactivated', async () => {
    const { token, user } = await createUserWithToken(t.app.db, orgA.id, {
      rules: [...READ_ORGANISATION],
    });
    await usersRepository(t.app.db, orgA.id).update(user.id, { status: 'deactivated' });
    expect((await get(bearer(token))).statusCode).toBe(401);
  });

  it('answers 403 FORBIDDEN when the user lacks read organisation', async () => {
    const { token } = await createUserWithToken(t.app.db, orgA.id, {
      rules: [{ action: 'read', subject: 'assets' }],
    });
    const response = await get(bearer(token));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });

  it("answers 200 with the caller's own organisation and branding", async () => {
    const { token } = await createUserWithToken(t.app.db, orgA.id, {
      rules: [...READ_ORGANISATION],
    });
    const response = await get(bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: orgA.id,
      name: 'Alpha Property Services',
      primary_color: '#112233',
      highlight_color: '#3db5c2',
      logo: 'https://alpha.example/logo.png',
    });
  });

  it('lets manage-all (the Owner rule) through and records when the token was used', async () => {
    const { token } = await createUserWithToken(t.app.db, orgB.id, {
      rules: [{ action: 'manage', subject: 'all' }],
    });
    const response = await get(bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(orgB.id);
    expect(response.json().id).not.toBe(orgA.id);
    const [row] = await t.app.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashToken(token)));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
  });

  it('checks token and permission before validating input, so a stranger learns nothing', async () => {
    const { token } = await createUserWithToken(t.app.db, orgA.id, {
      rules: [...READ_ORGANISATION],
    });
    const invalid = { method: 'POST' as const, url: '/api/probe/assets', payload: { name: 42 } };
    expect((await t.app.inject(invalid)).statusCode).toBe(401);
    expect((await t.app.inject({ ...invalid, headers: bearer(token) })).statusCode).toBe(403);
  });
});
