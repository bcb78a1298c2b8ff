/**
 * The caller's e-mail address, password and devices: POST /v1/profile/email (+ /confirm),
 * POST /v1/profile/password, GET/DELETE /v1/profile/sessions and DELETE /v1/profile/sessions/:id.
 * Asking for an e-mail code and changing the password check the password, so both are rate
 * limited per user: guessing it through them is as slow as through sign-in.
 */
import { profileEndpoints } from '@mainstay/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

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
  route(
    app,
    profileEndpoints.requestEmailChange,
    async (request) =>
      worded(request, await requestEmailChange(deps, authOf(request), request.body), {
        email: request.body.new_email,
      }),
    {
      preValidation: [
        perUserLimit(app, 'profile-email', PROFILE_RATE_LIMITS.emailChange),
        app.mailQuota.signedIn(),
      ],
    },
  );

  route(app, profileEndpoints.confirmEmailChange, async (request) =>
    worded(request, await confirmEmailChange(deps, authOf(request), request.body.code)),
  );

  route(
    app,
    profileEndpoints.changePassword,
    async (request) => worded(request, await changePassword(deps, authOf(request), request.body)),
    { preValidation: perUserLimit(app, 'profile-password', PROFILE_RATE_LIMITS.password) },
  );

  route(app, profileEndpoints.listSessions, async (request) => ({
    sessions: await listSessions(deps, authOf(request)),
  }));

  route(app, profileEndpoints.revokeOtherSessions, async (request) =>
    worded(request, await revokeOtherSessionsOf(deps, authOf(request))),
  );

  route(app, profileEndpoints.revokeSession, async (request) =>
    worded(request, await revokeSession(deps, authOf(request), request.params.id)),
  );
};
