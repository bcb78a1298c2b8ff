/**
 * The Redis the rate-limit tests share counters through: TEST_REDIS_URL, or the machine's Redis on
 * 127.0.0.1:6379 (CI runs one there). Without a reachable Redis those tests are skipped with a
 * reason, except in CI, where a missing Redis is a failure rather than a silent skip.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const inCi = Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';

/** Whether Redis answers; in CI, throws when it does not. */
export async function redisReachable(url = TEST_REDIS_URL): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch (error) {
    if (inCi)
      throw new Error(`Redis is not reachable at ${url} (set TEST_REDIS_URL)`, { cause: error });
    return false;
  } finally {
    client.disconnect();
  }
}

/** A key prefix no other run uses, so parallel runs never share counters. */
export const uniqueRedisPrefix = (): string => `mainstay-test:${randomBytes(6).toString('hex')}:`;

/** The keys under `prefix` (a run's counters); deletes them too when `remove` is set. */
export async function redisKeys(
  prefix: string,
  { remove = false } = {},
  url = TEST_REDIS_URL,
): Promise<string[]> {
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    const keys = await client.keys(`${prefix}*`);
    if (remove && keys.length > 0) await client.del(...keys);
    return keys;
  } finally {
    client.disconnect();
  }
}
