/**
 * Rate limits with REDIS_URL: two apps (as two server processes would) on one database count
 * sign-in attempts in the same Redis, so the limit holds across them; with Redis unreachable the
 * API keeps answering (attempts go uncounted) and says so in the log. Without REDIS_URL each
 * process counting alone is covered by the two-process test (scale-out.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';
import { freePort } from './helpers/server-process.ts';
import { redisKeys, redisReachable, TEST_REDIS_URL, uniqueRedisPrefix } from './helpers/redis.ts';

const LOGIN = '/api/v1/auth/login';
const attempt = (t: TestApp, email: string) =>
  t.app.inject({
    method: 'POST',
    url: LOGIN,
    payload: { email, password: 'guessing-again', device_name: 'x', remember: false },
  });

const reachable = await redisReachable();

describe.skipIf(!reachable)(`rate limits shared through Redis (${TEST_REDIS_URL})`, () => {
  const prefix = uniqueRedisPrefix();
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix };
    first = await createTestApp({ database, env, loginAttemptsPerMinute: 3 });
    second = await createTestApp({ database, env, loginAttemptsPerMinute: 3 });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.dispose();
    await redisKeys(prefix, { remove: true });
  });

  it('refuses the attempt after the combined limit, whichever app takes it', async () => {
    const email = 'shared@alpha.example';
    expect((await attempt(first, email)).statusCode).toBe(401);
    expect((await attempt(second, email)).statusCode).toBe(401);
    expect((await attempt(first, email)).statusCode).toBe(401);
    const blocked = await attempt(second, email);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await attempt(first, email)).statusCode).toBe(429);
    expect(
      (await attempt(second, 'another@alpha.example')).statusCode,
      'another account is counted apart',
    ).toBe(401);
    // The counters are Redis keys under the configured prefix.
    expect((await redisKeys(prefix)).length).toBeGreaterThan(0);
  });

  it('names each counter after its limit and what it counts, under the prefix', async () => {
    await attempt(first, 'Shape@Alpha.example');
    await first.app.inject({ method: 'POST', url: '/api/v1/auth/payment', payload: {} });
    const keys = await redisKeys(prefix);
    const counters = `${prefix}rate-limit:`;
    expect(keys).toEqual(
      expect.arrayContaining([
        `${counters}login|address|127.0.0.1`,
        `${counters}login|account|127.0.0.1|shape@alpha.example`,
        `${counters}POST /api/v1/auth/payment|127.0.0.1`,
      ]),
    );
    expect(keys.filter((key) => !key.startsWith(counters) || key.includes('undefined'))).toEqual(
      [],
    );
  });
});

describe('rate limits when Redis is unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A port that was free a moment ago: nothing answers there.
    const port = await freePort();
    t = await createTestApp({
      loginAttemptsPerMinute: 2,
      captureLogs: true,
      env: { REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_KEY_PREFIX: uniqueRedisPrefix() },
    });
  });
  afterAll(() => t.close());

  it('keeps sign-in working, uncounted, and logs a warning once', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect((await attempt(t, 'outage@alpha.example')).statusCode).toBe(401);
    }
    const warnings = t.logs.filter(
      (line) => line.level === 40 && String(line.msg).startsWith('Redis is unreachable'),
    );
    expect(warnings).toHaveLength(1);
  });
});
