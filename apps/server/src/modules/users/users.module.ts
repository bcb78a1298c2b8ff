/** The organisation's users and the invitations still pending (resend, revoke). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invitationAdminRoutes } from './invitations-admin.routes.ts';
import { usersRoutes } from './users.routes.ts';

export interface UsersModuleOptions {
  /** The web app's public address, for links in resent invitations. */
  appUrl: string;
}

export const usersModule: FastifyPluginAsyncZod<UsersModuleOptions> = async (app, options) => {
  const appUrl = () => options.appUrl;
  await app.register(usersRoutes);
  await app.register(invitationAdminRoutes, { appUrl });
};
