/** POST /v1/auth/forgot-password and POST /v1/auth/reset-password (spec section 7). */
import { registrationEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

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
  route(
    app,
    registrationEndpoints.forgotPassword,
    async (request) => worded(request, await forgotPassword(deps, request.body)),
    {
      preValidation: [
        authRateLimit(app, 'forgotPassword', rateLimits.forgotPassword, 'email'),
        app.mailQuota.forAccount(),
      ],
    },
  );

  route(
    app,
    registrationEndpoints.resetPassword,
    async (request) => worded(request, await resetPassword(deps, request.body)),
    { preValidation: authRateLimit(app, 'resetPassword', rateLimits.resetPassword, 'email') },
  );
};
