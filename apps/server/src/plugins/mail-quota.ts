/**
 * Quotas on the requests that make the server e-mail someone (invitations and their resending,
 * e-mail change codes, sign-up codes, password reset links), so that no one, a demo owner
 * included, can turn the server into a mail cannon. Signed in, each e-mail counts against the
 * caller (per hour) and their organisation (per day); anonymous, against the account the body
 * names (its e-mail or user id, per hour). Over a quota answers 429 MAIL_QUOTA_EXCEEDED with
 * Retry-After.
 *
 * The counters are the rate-limit plugin's (memory, or Redis shared by every instance with
 * REDIS_URL), made once here so that every route draws on the same budget. A request is
 * refused before it counts when it would go over, so an administrator inviting 25 people
 * against a quota of 20 may still invite 20.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { MailQuotas } from '../config/env.ts';
import { AppError } from '../lib/errors.ts';
import { bodyField } from './rate-limit.ts';

/** How many e-mails a request would send (an invitation request names several people). */
export type RecipientCount = (request: FastifyRequest) => number;

/** A preValidation hook charging a request's e-mails to its quotas. */
export type MailQuotaHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface MailQuotaGate {
  /** For signed-in routes: the caller and their organisation. */
  signedIn(recipients?: RecipientCount): MailQuotaHook;
  /** For anonymous routes: the account named by the body's `email` or `user_id`. */
  forAccount(): MailQuotaHook;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailQuota: MailQuotaGate;
  }
}

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

function accountOf(request: FastifyRequest): string {
  return bodyField(request, 'email') || bodyField(request, 'user_id');
}

/** 429 MAIL_QUOTA_EXCEEDED, worded in whole minutes (at least one), with Retry-After in seconds. */
export function mailQuotaExceeded(reply: FastifyReply, retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  reply.header('retry-after', String(seconds));
  return new AppError('MAIL_QUOTA_EXCEEDED', { params: { count: Math.ceil(seconds / 60) } });
}

/**
 * Charges `count` e-mails to every limiter, or none when one has no room for them: then the
 * wait is the longest of the full ones (the window, when a counter has not started).
 */
async function charge(
  limiters: { limiter: Limiter; windowMs: number }[],
  request: FastifyRequest,
  reply: FastifyReply,
  count: number,
): Promise<void> {
  if (count <= 0) return;
  let waitSeconds = 0;
  for (const { limiter, windowMs } of limiters) {
    const state = await limiter(request, { increment: false });
    if (state.isAllowed || state.remaining >= count) continue;
    waitSeconds = Math.max(waitSeconds, state.ttl > 0 ? state.ttlInSeconds : windowMs / 1000);
  }
  if (waitSeconds > 0) throw mailQuotaExceeded(reply, waitSeconds);
  for (const { limiter } of limiters) {
    for (let sent = 0; sent < count; sent += 1) await limiter(request);
  }
}

export interface MailQuotaPluginOptions {
  quotas: MailQuotas;
}

export const mailQuotaPlugin = fp<MailQuotaPluginOptions>(
  async (app, { quotas }) => {
    const limit = (max: number, windowMs: number, key: (request: FastifyRequest) => string) => ({
      limiter: app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: key }),
      windowMs,
    });
    const perUser = limit(
      quotas.perUserPerHour,
      HOUR,
      (request) => `mail|user|${request.auth?.userId ?? ''}`,
    );
    const perOrganisation = limit(
      quotas.perOrganisationPerDay,
      DAY,
      (request) => `mail|organisation|${request.auth?.organisationId ?? ''}`,
    );
    const perAccount = limit(
      quotas.perUserPerHour,
      HOUR,
      (request) => `mail|account|${accountOf(request)}`,
    );

    app.decorate('mailQuota', {
      signedIn: (recipients = () => 1) => {
        return async (request, reply) => {
          // The auth gate answers 401 for a route that needs a user; nothing to count here.
          if (!request.auth) return;
          await charge([perUser, perOrganisation], request, reply, recipients(request));
        };
      },
      forAccount: () => {
        return async (request, reply) => {
          if (!accountOf(request)) return;
          await charge([perAccount], request, reply, 1);
        };
      },
    } satisfies MailQuotaGate);
  },
  { name: 'mail-quota', dependencies: ['rate-limit'] },
);
