/**
 * Behind a load balancer every request arrives from the balancer's address. With TRUST_PROXY
 * naming it, the client address is read from X-Forwarded-For, so people behind one balancer are
 * limited one by one; without it they would share one limit.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

const attemptFrom = (t: TestApp, client: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    // inject() connects from 127.0.0.1: that is the "load balancer" here.
    headers: { 'x-forwarded-for': client },
    payload: {
      email: 'proxied@alpha.example',
      password: 'guessing-again',
      device_name: 'x',
      remember: false,
    },
  });

describe('client addresses behind a proxy', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
  });

  // By the proxy's address, or by the number of proxies in front (one here).
  it.each(['loopback', '1'])(
    'limits each forwarded client apart with TRUST_PROXY=%s',
    async (trust) => {
      t = await createTestApp({ loginAttemptsPerMinute: 1, env: { TRUST_PROXY: trust } });
      expect((await attemptFrom(t, '203.0.113.1')).statusCode).toBe(401);
      expect((await attemptFrom(t, '203.0.113.1')).statusCode).toBe(429);
      expect((await attemptFrom(t, '203.0.113.2')).statusCode).toBe(401);
    },
  );

  it('ignores X-Forwarded-For without TRUST_PROXY (a client cannot pick its address)', async () => {
    t = await createTestApp({ loginAttemptsPerMinute: 1 });
    expect((await attemptFrom(t, '203.0.113.1')).statusCode).toBe(401);
    expect((await attemptFrom(t, '203.0.113.2')).statusCode).toBe(429);
  });

  it('limits one account tried from many addresses, whatever the address', async () => {
    const wide = { max: 100, windowMs: 60_000 };
    t = await createTestApp({
      env: { TRUST_PROXY: 'loopback' },
      authRateLimits: {
        login: {
          perAddress: wide,
          perAccount: wide,
          perAccountAnywhere: { max: 3, windowMs: 900_000 },
        },
      },
    });
    for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      expect((await attemptFrom(t, client)).statusCode).toBe(401);
    }
    const spread = await attemptFrom(t, '203.0.113.4');
    expect(spread.statusCode).toBe(429);
    expect(Number(spread.headers['retry-after'])).toBeGreaterThan(60);
    const otherAccount = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-forwarded-for': '203.0.113.4' },
      payload: {
        email: 'someone-else@alpha.example',
        password: 'guessing-again',
        device_name: 'x',
      },
    });
    expect(otherAccount.statusCode).toBe(401);
  });
});
