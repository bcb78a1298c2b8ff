import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens } from '../src/db/schema/index.ts';
import { createAccessToken, hashToken } from '../src/modules/auth/access-tokens.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createOrganisation, createUserWithToken } from './helpers/fixtures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for the job');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the job queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ queue: true, scheduleJobs: false });
  });
  afterAll(() => t.close());

  it('processes a sent job: purge-expired-tokens deletes only long-dead tokens', async () => {
    const db = t.app.db;
    const organisation = await createOrganisation(db);
    const { user, token: live } = await createUserWithToken(db, organisation.id);
    const longExpired = await createAccessToken(db, user.id, organisation.id, {
      ttlSeconds: -8 * 24 * 60 * 60,
    });
    const recentlyExpired = await createAccessToken(db, user.id, organisation.id, {
      ttlSeconds: -60,
    });
    const longRevoked = await createAccessToken(db, user.id, organisation.id);
    await db
      .update(accessTokens)
      .set({ revokedAt: new Date(Date.now() - 9 * DAY_MS) })
      .where(eq(accessTokens.tokenHash, hashToken(longRevoked)));

    const exists = async (token: string) =>
      (
        await db
          .select()
          .from(accessTokens)
          .where(eq(accessTokens.tokenHash, hashToken(token)))
      ).length === 1;

    const jobId = await t.app.queue.send('maintenance.purge-expired-tokens', {});
    expect(jobId).toEqual(expect.any(String));
    await waitFor(async () => !(await exists(longExpired)) && !(await exists(longRevoked)));
    expect(await exists(live)).toBe(true);
    expect(await exists(recentlyExpired)).toBe(true);
  });
});
