/**
 * The auth module: sign-in, sign-up, password reset and invitations, registered together with
 * the services' shared dependencies (database, mailer, public URL, background work).
 */
import type { FastifyInstance } from 'fastify';
import { invitationRoutes } from '../invitations/invitations.routes.ts';
import type { AuthRateLimits } from '../../plugins/rate-limit.ts';
import type { AuthDeps } from './auth.deps.ts';
import { authRoutes } from './auth.routes.ts';
import { passwordResetRoutes } from './password-reset.routes.ts';
import { registrationRoutes } from './registration.routes.ts';

export interface AuthModuleOptions {
  appUrl: string;
  rateLimits: AuthRateLimits;
}

export async function authModule(app: FastifyInstance, options: AuthModuleOptions): Promise<void> {
  const pending = new Set<Promise<void>>();
  const deps: AuthDeps = {
    db: app.db,
    mail: app.mail,
    files: app.files,
    appUrl: options.appUrl,
    runInBackground(label, task) {
      const run = task()
        .catch((error: unknown) => app.log.error({ err: error }, `Background ${label} failed`))
        .finally(() => pending.delete(run));
      pending.add(run);
    },
  };
  // Work started by a request finishes before the database closes.
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  const { rateLimits } = options;
  await app.register(authRoutes, { rateLimits });
  await app.register(registrationRoutes, { deps, rateLimits });
  await app.register(passwordResetRoutes, { deps, rateLimits });
  await app.register(invitationRoutes, { deps });
}
