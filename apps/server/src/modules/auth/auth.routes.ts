/** POST /v1/auth/login, POST /v1/auth/logout, GET /v1/auth/me (spec section 7). */
import { ZLoginRequest, ZLoginResponse, ZLogoutResponse, ZMeResponse } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../lib/route-schemas.ts';
import { UnauthenticatedError } from '../../lib/errors.ts';
import { authOf } from '../../plugins/auth.ts';
import { byAddressAndEmail } from '../../plugins/rate-limit.ts';
import { login, logout } from './auth.service.ts';
import { buildSessionUser } from './session-user.ts';

export interface AuthRoutesOptions {
  /** Sign-in attempts allowed per minute for one address and e-mail (tests lower it). */
  loginAttemptsPerMinute?: number;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  app.post(
    '/auth/login',
    {
      config: {
        public: true,
        rateLimit: {
          max: options.loginAttemptsPerMinute ?? 10,
          timeWindow: 60_000,
          keyGenerator: byAddressAndEmail,
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password; returns an access token and the user',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (request) => login(app.db, request.body),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revokes the access token used for this call',
        response: { 200: ZLogoutResponse, ...PRIVATE_ROUTE_ERRORS },
      },
    },
    async (request) => {
      await logout(app.db, authOf(request).tokenId);
      return { message: 'Signed out' };
    },
  );

  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user with their permissions and organisation',
        response: { 200: ZMeResponse, ...PRIVATE_ROUTE_ERRORS },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const [user] = await app.db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user) throw new UnauthenticatedError();
      return { user: await buildSessionUser(app.db, user) };
    },
  );
};
