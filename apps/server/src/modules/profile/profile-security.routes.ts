/**
 * The caller's e-mail address, password and devices: POST /v1/profile/email (+ /confirm),
 * POST /v1/profile/password, GET/DELETE /v1/profile/sessions and DELETE /v1/profile/sessions/:id.
 * Asking for an e-mail code and changing the password check the password, so both are rate
 * limited per user: guessing it through them is as slow as through sign-in.
 */
import {
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZConfirmEmailChangeRequest,
  ZConfirmEmailChangeResponse,
  ZProfileSessionParams,
  ZProfileSessionsResponse,
  ZRequestEmailChangeRequest,
  ZRequestEmailChangeResponse,
  ZRevokeSessionsResponse,
} from '@mainstay/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../lib/route-schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import { tooManyAttempts } from '../../plugins/rate-limit.ts';
import { confirmEmailChange, requestEmailChange } from './profile-email.service.ts';
import {
  changePassword,
  listSessions,
  revokeOtherSessionsOf,
  revokeSession,
} from './profile-security.service.ts';
import type { ProfileDeps } from './profile.deps.ts';
import { PROFILE_PERMISSION } from './profile.routes.ts';
import { worded } from '../../plugins/language.ts';

/** Requests per user per window on the routes that check a password or send mail. */
export const PROFILE_RATE_LIMITS = {
  emailChange: { max: 5, windowMs: 15 * 60_000 },
  password: { max: 10, windowMs: 15 * 60_000 },
} as const;

function perUserLimit(
  app: FastifyInstance,
  name: string,
  limit: { max: number; windowMs: number },
) {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${name}|${request.auth?.userId ?? request.ip}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    const retryAfter = Math.max(1, result.ttlInSeconds);
    reply.header('retry-after', String(retryAfter));
    throw tooManyAttempts(retryAfter);
  };
}

export const profileSecurityRoutes: FastifyPluginAsyncZod<{ deps: ProfileDeps }> = async (
  app,
  { deps },
) => {
  const config = { permission: PROFILE_PERMISSION };

  app.post(
    '/profile/email',
    {
      config,
      preValidation: perUserLimit(app, 'profile-email', PROFILE_RATE_LIMITS.emailChange),
      schema: {
        tags: ['profile'],
        summary: 'Start changing your e-mail address: a 6-digit code goes to the new address',
        body: ZRequestEmailChangeRequest,
        response: {
          200: ZRequestEmailChangeResponse,
          ...PRIVATE_ROUTE_ERRORS,
          ...errorResponses(404, 422, 429),
        },
      },
    },
    async (request) =>
      worded(request, await requestEmailChange(deps, authOf(request), request.body), {
        email: request.body.new_email,
      }),
  );

  app.post(
    '/profile/email/confirm',
    {
      config,
      schema: {
        tags: ['profile'],
        summary: 'Confirm the new e-mail address with the code (5 wrong codes void it)',
        body: ZConfirmEmailChangeRequest,
        response: {
          200: ZConfirmEmailChangeResponse,
          ...PRIVATE_ROUTE_ERRORS,
          ...errorResponses(404, 422),
        },
      },
    },
    async (request) =>
      worded(request, await confirmEmailChange(deps, authOf(request), request.body.code)),
  );

  app.post(
    '/profile/password',
    {
      config,
      preValidation: perUserLimit(app, 'profile-password', PROFILE_RATE_LIMITS.password),
      schema: {
        tags: ['profile'],
        summary: 'Change your password; every other device is signed out',
        body: ZChangePasswordRequest,
        response: {
          200: ZChangePasswordResponse,
          ...PRIVATE_ROUTE_ERRORS,
          ...errorResponses(404, 422, 429),
        },
      },
    },
    async (request) => worded(request, await changePassword(deps, authOf(request), request.body)),
  );

  app.get(
    '/profile/sessions',
    {
      config,
      schema: {
        tags: ['profile'],
        summary: 'The devices signed in to your account',
        response: { 200: ZProfileSessionsResponse, ...PRIVATE_ROUTE_ERRORS },
      },
    },
    async (request) => ({ sessions: await listSessions(deps, authOf(request)) }),
  );

  app.delete(
    '/profile/sessions',
    {
      config,
      schema: {
        tags: ['profile'],
        summary: 'Sign out every device but this one',
        response: { 200: ZRevokeSessionsResponse, ...PRIVATE_ROUTE_ERRORS },
      },
    },
    async (request) => worded(request, await revokeOtherSessionsOf(deps, authOf(request))),
  );

  app.delete(
    '/profile/sessions/:id',
    {
      config,
      schema: {
        tags: ['profile'],
        summary: 'Sign out one of your devices',
        params: ZProfileSessionParams,
        response: {
          200: ZRevokeSessionsResponse,
          ...PRIVATE_ROUTE_ERRORS,
          ...errorResponses(404, 422),
        },
      },
    },
    async (request) =>
      worded(request, await revokeSession(deps, authOf(request), request.params.id)),
  );
};
