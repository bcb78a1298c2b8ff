/**
 * Sign-up, steps 1 to 3 of the wizard (spec sections 4 and 7): POST /v1/auth/register,
 * /verify-email, /resend-verification and /company-details. Public (the user has no token yet),
 * but each step after register needs the sign-up secret register returned; company details also
 * accepts the user's bearer token, when they have one.
 */
import { registrationEndpoints, ZResendTooSoonBody } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

import { languageOf, worded } from '../../plugins/language.ts';
import { authRateLimit, type AuthRateLimits } from '../../plugins/rate-limit.ts';
import type { AuthDeps } from './auth.deps.ts';
import {
  register,
  resendVerification,
  ResendTooSoonError,
  submitCompanyDetails,
  verifyEmail,
} from './registration.service.ts';
import { authoriseSignUpStep } from './sign-up-secrets.ts';

export interface RegistrationRoutesOptions {
  deps: AuthDeps;
  rateLimits: AuthRateLimits;
}

export const registrationRoutes: FastifyPluginAsyncZod<RegistrationRoutesOptions> = async (
  app,
  { deps, rateLimits },
) => {
  route(
    app,
    registrationEndpoints.register,
    async (request) => worded(request, await register(deps, request.body, languageOf(request))),
    {
      preValidation: [
        authRateLimit(app, 'register', rateLimits.register, 'email'),
        app.mailQuota.forAccount(),
      ],
    },
  );

  route(
    app,
    registrationEndpoints.verifyEmail,
    async (request) => worded(request, await verifyEmail(deps, request.body)),
    { preValidation: authRateLimit(app, 'verifyEmail', rateLimits.verifyEmail, 'user_id') },
  );

  route(
    app,
    registrationEndpoints.resendVerification,
    async (request, reply) => {
      try {
        return worded(request, await resendVerification(deps, request.body));
      } catch (error) {
        if (!(error instanceof ResendTooSoonError)) throw error;
        const seconds = error.retryAfterSeconds;
        return reply
          .code(429)
          .header('retry-after', String(seconds))
          .send({
            message: error.messageIn(languageOf(request)),
            code: error.code,
            params: { count: seconds },
            retry_after_seconds: seconds,
          });
      }
    },
    {
      preValidation: [
        authRateLimit(app, 'resendVerification', rateLimits.resendVerification, 'user_id'),
        app.mailQuota.forAccount(),
      ],
      errorBodies: { 429: ZResendTooSoonBody },
    },
  );

  route(app, registrationEndpoints.companyDetails, async (request) => {
    const { signedIn } = await authoriseSignUpStep(app.db, {
      userId: request.body.user_id,
      secret: request.body.sign_up_secret,
      authorization: request.headers.authorization,
    });
    return worded(request, await submitCompanyDetails(deps, request.body, signedIn));
  });
};
