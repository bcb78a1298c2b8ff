/**
 * Signing in and out: POST /v1/auth/login, POST /v1/auth/logout, GET /v1/auth/me (spec
 * section 7), and GET /v1/auth/demo-accounts for the login page.
 */
import { authEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';

import { AppError, UnauthenticatedError } from '../../lib/errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { authRateLimit, type AuthRateLimits } from '../../plugins/rate-limit.ts';
import { AUTH_NOTICES } from './auth.messages.ts';
import { login, logout } from './auth.service.ts';
import { demoAccounts } from './demo-accounts.ts';
import { buildSessionUser } from './session-user.ts';
import { worded } from '../../plugins/language.ts';

export interface AuthRoutesOptions {
  rateLimits: AuthRateLimits;
  demoMode: boolean;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  route(app, authEndpoints.login, async (request) => login(app.db, request.body, app.files), {
    preValidation: authRateLimit(app, 'login', options.rateLimits.login, 'email'),
  });

  route(app, authEndpoints.logout, async (request) => {
    await logout(app.db, sessionOf(request).tokenId);
    return worded(request, { message: AUTH_NOTICES.signedOut });
  });

  route(app, authEndpoints.me, async (request) => {
    const { userId } = sessionOf(request);
    const [user] = await app.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw new UnauthenticatedError();
    return { user: await buildSessionUser(app.db, user, app.files) };
  });

  route(app, authEndpoints.demoAccounts, async () => {
    // Outside demo mode there is nothing to show, not even whether a demo organisation exists.
    if (!options.demoMode) throw new AppError('DEMO_MODE_OFF');
    return demoAccounts(app.db);
  });
};
