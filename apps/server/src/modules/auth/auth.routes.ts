/**
 * Signing in and out: POST /v1/auth/login, POST /v1/auth/logout, GET /v1/auth/me (spec
 * section 7), and GET /v1/auth/demo-accounts for the login page.
 */
import {
  ZDemoAccountsResponse,
  ZLoginRequest,
  ZLoginResponse,
  ZLogoutResponse,
  ZMeResponse,
} from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../lib/route-schemas.ts';
import { UnauthenticatedError } from '../../lib/errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { authRateLimit, type AuthRateLimits } from '../../plugins/rate-limit.ts';
import { AUTH_NOTICES } from './auth.messages.ts';
import { login, logout } from './auth.service.ts';
import { demoAccounts } from './demo-accounts.ts';
import { buildSessionUser } from './session-user.ts';
import { worded } from '../../plugins/language.ts';

export interface AuthRoutesOptions {
  rateLimits: AuthRateLimits;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  app.post(
    '/auth/login',
    {
      config: { public: true },
      preValidation: authRateLimit(app, 'login', options.rateLimits.login, 'email'),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password; returns an access token and the user',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (request) => login(app.db, request.body, app.files),
  );

  app.post(
    '/auth/logout',
    {
      config: { withoutOrganisation: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revokes the access token used for this call',
        response: { 200: ZLogoutResponse, ...PRIVATE_ROUTE_ERRORS },
      },
    },
    async (request) => {
      await logout(app.db, sessionOf(request).tokenId);
      return worded(request, { message: AUTH_NOTICES.signedOut });
    },
  );

  app.get(
    '/auth/me',
    {
      config: { withoutOrganisation: true },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user with their permissions and organisation',
        response: { 200: ZMeResponse, ...PRIVATE_ROUTE_ERRORS },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const [user] = await app.db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user) throw new UnauthenticatedError();
      return { user: await buildSessionUser(app.db, user, app.files) };
    },
  );

  app.get(
    '/auth/demo-accounts',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign-in details of the demo organisation, when it was seeded',
        response: { 200: ZDemoAccountsResponse },
      },
    },
    async () => demoAccounts(app.db),
  );
};
