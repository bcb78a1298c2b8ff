/** POST /v1/auth/forgot-password and POST /v1/auth/reset-password (spec section 7). */
import {
  ZForgotPasswordRequest,
  ZForgotPasswordResponse,
  ZResetPasswordRequest,
  ZResetPasswordResponse,
} from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { authRateLimit, type AuthRateLimits } from '../../plugins/rate-limit.ts';
import type { AuthDeps } from './auth.deps.ts';
import { forgotPassword, resetPassword } from './password-reset.service.ts';
import { worded } from '../../plugins/language.ts';

export interface PasswordResetRoutesOptions {
  deps: AuthDeps;
  rateLimits: AuthRateLimits;
}

export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetRoutesOptions> = async (
  app,
  { deps, rateLimits },
) => {
  app.post(
    '/auth/forgot-password',
    {
      config: { public: true },
      preValidation: authRateLimit(app, 'forgotPassword', rateLimits.forgotPassword, 'email'),
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link; the answer never says whether the account exists',
        body: ZForgotPasswordRequest,
        response: { 200: ZForgotPasswordResponse, ...errorResponses(422, 429) },
      },
    },
    async (request) => worded(request, await forgotPassword(deps, request.body)),
  );

  app.post(
    '/auth/reset-password',
    {
      config: { public: true },
      // Guessing a 256-bit token is hopeless, but the route still costs a hash: limit it too.
      preValidation: authRateLimit(app, 'resetPassword', rateLimits.resetPassword, 'email'),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the e-mailed token; signs the user out everywhere',
        body: ZResetPasswordRequest,
        response: { 200: ZResetPasswordResponse, ...errorResponses(422, 429) },
      },
    },
    async (request) => worded(request, await resetPassword(deps, request.body)),
  );
};
