/**
 * People and access: roles, the organisation's users, pending invitations, the audit log and the
 * building options the scope picker offers.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditRoutes } from '../audit/audit.routes.ts';
import { buildingOptionsRoutes } from '../buildings/building-options.routes.ts';
import { invitationAdminRoutes } from '../users/invitations-admin.routes.ts';
import { usersRoutes } from '../users/users.routes.ts';
import { rolesRoutes } from './roles.routes.ts';

export interface AccessModuleOptions {
  /** The web app's public address, for links in resent invitations. */
  appUrl: string;
}

export const accessModule: FastifyPluginAsyncZod<AccessModuleOptions> = async (app, options) => {
  const appUrl = () => options.appUrl;
  await app.register(rolesRoutes);
  await app.register(usersRoutes);
  await app.register(invitationAdminRoutes, { appUrl });
  await app.register(auditRoutes);
  await app.register(buildingOptionsRoutes);
};
