/**
 * The Redis connection the rate limits share between server processes (REDIS_URL), and the
 * store that keeps their counters there. Redis holds nothing the application cannot lose: when
 * it is unreachable the limits fail open (requests go through uncounted) and a warning is
 * logged, once per outage, instead of taking sign-in down.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
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

/**
 * One counter per key and window: the first hit starts the window, later hits read what is left
 * of it (a counter that somehow lost its expiry gets the window again rather than living on).
 */
const COUNT_IN_WINDOW = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { current, ttl }`;

/** The counter and what is left of its window, without counting (0 and 0 when none). */
const READ_WINDOW = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return { current, ttl }`;

/** What @fastify/rate-limit hands a store's `child`: a limit's options, with its route if any. */
interface ChildOptions {
  routeInfo?: { method?: unknown; url?: unknown };
}

/**
 * The counters of the rate limits in Redis, each key `<prefix><limit>|<key counted>`: a route's
 * own limit (`config.rateLimit`) is named by the route (`POST /api/v1/auth/payment|<address>`);
 * a limit made in code (`createRateLimit`) already names itself in its key
 * (`login|address|<address>`). The plugin's own Redis store would name the second kind
 * `undefinedundefined-`, as it takes every limit for a route's.
 */
class RedisCounters implements FastifyRateLimitStore {
  constructor(
    private readonly client: Redis,
    private readonly prefix: string,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    this.client.eval(COUNT_IN_WINDOW, 1, `${this.prefix}${key}`, timeWindow).then(
      (result) => {
        const [current, ttl] = result as [number, number];
        callback(null, { current, ttl });
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  /** A look at a counter (`createRateLimit(...)(request, { increment: false })`). */
  read(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
  ): void {
    this.client.eval(READ_WINDOW, 1, `${this.prefix}${key}`).then(
      (result) => {
        const [current, ttl] = result as [number, number];
        callback(null, { current, ttl });
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  // Typed by the plugin as route options; it passes the limit's options with `routeInfo`.
  child(options: object): FastifyRateLimitStore {
    const { method, url } = (options as ChildOptions).routeInfo ?? {};
    if (typeof method !== 'string' || typeof url !== 'string') return this;
    return new RedisCounters(this.client, `${this.prefix}${method} ${url}|`);
  }
}

/** The store the rate-limit plugin is given: its counters in `client`, under `prefix`. */
export function redisCounterStore(client: Redis, prefix: string): FastifyRateLimitStoreCtor {
  return class extends RedisCounters {
    constructor() {
      super(client, prefix);
    }
  };
}
