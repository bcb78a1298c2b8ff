/**
 * Sign-up, steps 1 to 3 of the wizard (spec sections 4 and 7): POST /v1/auth/register,
 * /verify-email, /resend-verification and /company-details. All public: the user has no token
 * yet. Company details also accepts the user's bearer token, when they have one.
 */
import {
  ZCompanyDetailsRequest,
  ZCompanyDetailsResponse,
  ZRegisterRequest,
  ZRegisterResponse,
  ZResendTooSoonBody,
  ZResendVerificationRequest,
  ZResendVerificationResponse,
  ZVerifyEmailRequest,
  ZVerifyEmailResponse,
} from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { UnauthenticatedError } from '../../lib/errors.ts';
import { languageOf, worded } from '../../plugins/language.ts';
import { authRateLimit, type AuthRateLimits } from '../../plugins/rate-limit.ts';
import { resolveAccessToken } from './access-tokens.ts';
import type { AuthDeps } from './auth.deps.ts';
import {
  register,
  resendVerification,
  ResendTooSoonError,
  submitCompanyDetails,
  verifyEmail,
} from './registration.service.ts';

export interface RegistrationRoutesOptions {
  deps: AuthDeps;
  rateLimits: AuthRateLimits;
}

const BEARER = /^Bearer\s+(\S+)$/i;

export const registrationRoutes: FastifyPluginAsyncZod<RegistrationRoutesOptions> = async (
  app,
  { deps, rateLimits },
) => {
  app.post(
    '/auth/register',
    {
      config: { public: true },
      preValidation: authRateLimit(app, 'register', rateLimits.register, 'email'),
      schema: {
        tags: ['auth'],
        summary: 'Step 1: create an account and e-mail a 6-digit verification code',
        body: ZRegisterRequest,
        response: { 200: ZRegisterResponse, ...errorResponses(422, 429) },
      },
    },
    async (request) => worded(request, await register(deps, request.body, languageOf(request))),
  );

  app.post(
    '/auth/verify-email',
    {
      config: { public: true },
      preValidation: authRateLimit(app, 'verifyEmail', rateLimits.verifyEmail, 'user_id'),
      schema: {
        tags: ['auth'],
        summary: 'Step 2: confirm the e-mail address with the code',
        body: ZVerifyEmailRequest,
        response: { 200: ZVerifyEmailResponse, ...errorResponses(404, 409, 422, 429) },
      },
    },
    async (request) => worded(request, await verifyEmail(deps, request.body)),
  );

  app.post(
    '/auth/resend-verification',
    {
      config: { public: true },
      preValidation: authRateLimit(
        app,
        'resendVerification',
        rateLimits.resendVerification,
        'user_id',
      ),
      schema: {
        tags: ['auth'],
        summary: 'E-mail a new verification code (one per 60 seconds)',
        body: ZResendVerificationRequest,
        response: {
          200: ZResendVerificationResponse,
          ...errorResponses(404, 409, 422),
          429: ZResendTooSoonBody,
        },
      },
    },
    async (request, reply) => {
      try {
        return worded(request, await resendVerification(deps, request.body.user_id));
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
  );

  app.post(
    '/auth/company-details',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Step 3: create the organisation, with the user as its Owner',
        body: ZCompanyDetailsRequest,
        response: { 200: ZCompanyDetailsResponse, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const bearer = BEARER.exec(request.headers.authorization ?? '')?.[1];
      let signedInUserId: string | null = null;
      if (bearer) {
        const resolved = await resolveAccessToken(app.db, bearer);
        if (!resolved) throw new UnauthenticatedError();
        signedInUserId = resolved.user.id;
      }
      return worded(request, await submitCompanyDetails(deps, request.body, signedInUserId));
    },
  );
};
