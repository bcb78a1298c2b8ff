/**
 * The Redis connection the rate limits share between server processes (REDIS_URL). Redis holds
 * nothing the application cannot lose: when it is unreachable the limits fail open (requests go
 * through uncounted) and a warning is logged, once per outage, instead of taking sign-in down.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** Short timeouts: a limit check waits at most this long for Redis before letting a request in. */
const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 1_000;

export interface RateLimitRedis {
  client: Redis;
  close(): Promise<void>;
}

export async function connectRateLimitRedis(
  url: string,
  log: FastifyBaseLogger,
): Promise<RateLimitRedis> {
  const client = new Redis(url, {
    connectionName: 'mainstay-rate-limit',
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // Fail a command at once while disconnected rather than queueing requests behind it.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    // Keep trying to reconnect in the background, at most every 5 s.
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
    lazyConnect: true,
  });

  let down = false;
  let closing = false;
  client.on('error', (error: Error) => {
    if (down || closing) return;
    down = true;
    log.warn({ err: error }, 'Redis is unreachable: rate limits are not counted until it is back');
  });
  client.on('ready', () => {
    if (down) log.info('Redis is reachable again: rate limits are counted');
    down = false;
  });

  // Start-up does not wait for Redis to come back: the API serves (uncounted) meanwhile.
  await client.connect().catch(() => {});

  return {
    client,
    async close() {
      closing = true;
      // quit() waits for Redis to answer; when it cannot, drop the socket instead.
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
