/**
 * Rate limits for the routes people could abuse: sign-in, sign-up, e-mail verification, resending
 * the code and forgotten passwords. Nothing is limited globally; a route opts in, either with
 * `config.rateLimit` (one limit) or with `authRateLimit()` (several limits at once, e.g. per
 * address and per address + e-mail). Over a limit answers 429 RATE_LIMITED with a human message
 * and a Retry-After header. Limits run after the body is parsed, so they can key by its e-mail.
 *
 * Counters live in memory, per process, unless REDIS_URL is set: then every process counts in
 * the same Redis, so a limit holds across instances behind a load balancer. A Redis outage lets
 * requests through uncounted (`skipOnError`) rather than refusing them; see plugins/redis.ts.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import { connectRateLimitRedis, redisCounterStore } from './redis.ts';

export interface RateLimitPluginOptions {
  /** Shared counters in this Redis; unset: in memory, per process. */
  redisUrl?: string | undefined;
  /** Prefix of the counters' keys in Redis. */
  redisKeyPrefix?: string;
}

export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, { redisUrl, redisKeyPrefix = 'mainstay:' }) => {
    const redis = redisUrl ? await connectRateLimitRedis(redisUrl, app.log) : undefined;
    if (redis) app.addHook('onClose', () => redis.close());
    await app.register(rateLimit, {
      global: false,
      // After the body is parsed, so a limit can be keyed by the e-mail address being tried.
      hook: 'preValidation',
      errorResponseBuilder: (_request, context) => tooManyAttempts(Math.ceil(context.ttl / 1000)),
      ...(redis
        ? {
            store: redisCounterStore(redis.client, `${redisKeyPrefix}rate-limit:`),
            skipOnError: true,
          }
        : {}),
    });
  },
  { name: 'rate-limit', dependencies: ['error-handler'] },
);

/** 429 with the wait in whole seconds (at least one); the sentence is pluralised by `count`. */
export function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError('RATE_LIMITED', { params: { count: Math.max(1, retryAfterSeconds) } });
}

/** A string field of the parsed body, trimmed and lower-cased ('' when absent). */
export function bodyField(request: FastifyRequest, field: string): string {
  const body = request.body as Record<string, unknown> | undefined | null;
  const value = body && typeof body === 'object' ? body[field] : undefined;
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/** Keys a limit by client address and the e-mail address in the body, when there is one. */
export function byAddressAndEmail(request: FastifyRequest): string {
  return `${request.ip}|${bodyField(request, 'email')}`;
}

/** How many requests per window one key may make. */
export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Per route: a limit for the client address, one for the address + the account tried, and
 * optionally one for the account from any address (so spreading a guessing attack over many
 * addresses does not multiply its attempts).
 */
export interface RouteLimits {
  perAddress: Limit;
  perAccount: Limit;
  perAccountAnywhere?: Limit;
}

export const AUTH_RATE_LIMITED_ROUTES = [
  'login',
  'register',
  'verifyEmail',
  'resendVerification',
  'forgotPassword',
  'resetPassword',
] as const;
export type AuthRateLimitedRoute = (typeof AUTH_RATE_LIMITED_ROUTES)[number];
export type AuthRateLimits = Record<AuthRateLimitedRoute, RouteLimits>;

const MINUTE = 60_000;
const limits = (perAccount: number, perAddress: number): RouteLimits => ({
  perAccount: { max: perAccount, windowMs: MINUTE },
  perAddress: { max: perAddress, windowMs: MINUTE },
});

/**
 * Defaults: generous enough for a person mistyping, a family behind one router or an office
 * behind one NAT; tight enough to make guessing passwords or codes, or mail-bombing, useless.
 */
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  login: { ...limits(10, 30), perAccountAnywhere: { max: 50, windowMs: 15 * MINUTE } },
  register: limits(5, 20),
  verifyEmail: limits(10, 30),
  resendVerification: limits(5, 20),
  forgotPassword: limits(5, 20),
  resetPassword: limits(10, 30),
};

/** The defaults with some routes overridden (tests lower or raise them). */
export function resolveAuthRateLimits(
  overrides: Partial<AuthRateLimits> = {},
  loginAttemptsPerMinute?: number,
): AuthRateLimits {
  const resolved = { ...DEFAULT_AUTH_RATE_LIMITS, ...overrides };
  if (loginAttemptsPerMinute !== undefined && !overrides.login) {
    resolved.login = {
      ...DEFAULT_AUTH_RATE_LIMITS.login,
      ...limits(
        loginAttemptsPerMinute,
        Math.max(DEFAULT_AUTH_RATE_LIMITS.login.perAddress.max, loginAttemptsPerMinute * 3),
      ),
    };
  }
  return resolved;
}

/**
 * Every limit multiplied by `factor` (AUTH_RATE_LIMIT_FACTOR): a self-hoster whose users all sign
 * in from one address (a large office behind one NAT) raises it; never below one request.
 */
export function scaleAuthRateLimits(rateLimits: AuthRateLimits, factor: number): AuthRateLimits {
  if (factor === 1) return rateLimits;
  const scale = (limit: Limit): Limit => ({
    ...limit,
    max: Math.max(1, Math.round(limit.max * factor)),
  });
  return Object.fromEntries(
    AUTH_RATE_LIMITED_ROUTES.map((route) => [
      route,
      {
        perAddress: scale(rateLimits[route].perAddress),
        perAccount: scale(rateLimits[route].perAccount),
        ...(rateLimits[route].perAccountAnywhere
          ? { perAccountAnywhere: scale(rateLimits[route].perAccountAnywhere) }
          : {}),
      },
    ]),
  ) as AuthRateLimits;
}

/**
 * A preValidation hook applying both limits of a route. `accountField` names the body field
 * that identifies the account tried (`email` or `user_id`).
 */
export function authRateLimit(
  app: FastifyInstance,
  route: AuthRateLimitedRoute,
  routeLimits: RouteLimits,
  accountField: 'email' | 'user_id',
) {
  const perAddress = app.createRateLimit({
    max: routeLimits.perAddress.max,
    timeWindow: routeLimits.perAddress.windowMs,
    keyGenerator: (request) => `${route}|address|${request.ip}`,
  });
  const perAccount = app.createRateLimit({
    max: routeLimits.perAccount.max,
    timeWindow: routeLimits.perAccount.windowMs,
    keyGenerator: (request) => `${route}|account|${request.ip}|${bodyField(request, accountField)}`,
  });
  const anywhere = routeLimits.perAccountAnywhere;
  const perAccountAnywhere = anywhere
    ? app.createRateLimit({
        max: anywhere.max,
        timeWindow: anywhere.windowMs,
        keyGenerator: (request) => `${route}|account-anywhere|${bodyField(request, accountField)}`,
      })
    : undefined;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    // Every attempt counts against every limit, refused ones included.
    const results = [await perAccount(request), await perAddress(request)];
    if (perAccountAnywhere && bodyField(request, accountField)) {
      results.push(await perAccountAnywhere(request));
    }
    const exceeded = results
      .filter((result) => !result.isAllowed && result.isExceeded)
      .map((result) => (result.isAllowed ? 0 : result.ttlInSeconds));
    if (exceeded.length === 0) return;
    const retryAfter = Math.max(1, ...exceeded);
    reply.header('retry-after', String(retryAfter));
    throw tooManyAttempts(retryAfter);
  };
}
