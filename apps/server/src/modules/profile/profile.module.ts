/** The signed-in user's own profile, e-mail, password, avatar, signature and devices. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProfileDeps } from './profile.deps.ts';
import { profileSecurityRoutes } from './profile-security.routes.ts';
import { profileRoutes } from './profile.routes.ts';

export const profileModule: FastifyPluginAsyncZod = async (app) => {
  const deps: ProfileDeps = { db: app.db, files: app.files, mail: app.mail };
  await app.register(profileRoutes, { deps });
  await app.register(profileSecurityRoutes, { deps });
};
