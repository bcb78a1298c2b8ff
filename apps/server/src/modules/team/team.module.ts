/** Teams, members, contractors with documents, and leave. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractorRoutes } from './contractors.routes.ts';
import { leaveRoutes } from './leave.routes.ts';
import { memberRoutes } from './members.routes.ts';
import type { TeamDeps } from './team.shared.ts';
import { teamRoutes } from './teams.routes.ts';

export interface TeamModuleOptions {
  /** The web app's public address, for links in invitation e-mails. */
  appUrl: string;
}

export const teamModule: FastifyPluginAsyncZod<TeamModuleOptions> = async (app, options) => {
  const deps: TeamDeps = { db: app.db, files: app.files, mail: app.mail };
  await app.register(memberRoutes, { deps });
  await app.register(teamRoutes, { deps });
  await app.register(leaveRoutes, { deps });
  await app.register(contractorRoutes, { deps, appUrl: options.appUrl });
};
