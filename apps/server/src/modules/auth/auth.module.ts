/**
 * The auth module: sign-in, sign-up and password reset, registered together with the services'
 * shared dependencies (database, mailer, public URL, background work).
 */
import type { FastifyInstance } from 'fastify';
import type { AuthRateLimits } from '../../plugins/rate-limit.ts';
import { authDepsFor } from './auth.deps.ts';
import { authRoutes } from './auth.routes.ts';
import { passwordResetRoutes } from './password-reset.routes.ts';
import { purgeExpiredTokensJob } from './purge-expired-tokens.job.ts';
import { registrationRoutes } from './registration.routes.ts';

export interface AuthModuleOptions {
  appUrl: string;
  rateLimits: AuthRateLimits;
  /** Demo mode: the login page may read the demo accounts' sign-in details. */
  demoMode: boolean;
}

export async function authModule(app: FastifyInstance, options: AuthModuleOptions): Promise<void> {
  if (app.hasDecorator('queue')) await app.queue.define(purgeExpiredTokensJob);
  const deps = authDepsFor(app, options.appUrl);
  const { rateLimits, demoMode } = options;
  await app.register(authRoutes, { rateLimits, demoMode });
  await app.register(registrationRoutes, { deps, rateLimits });
  await app.register(passwordResetRoutes, { deps, rateLimits });
}
