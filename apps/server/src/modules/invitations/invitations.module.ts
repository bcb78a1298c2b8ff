/** Invitations: inviting people by e-mail, and the pages an invited person opens to accept. */
import type { FastifyInstance } from 'fastify';
import { authDepsFor } from '../auth/index.ts';
import { invitationRoutes } from './invitations.routes.ts';

export interface InvitationsModuleOptions {
  /** The web app's public address, for the links in invitations. */
  appUrl: string;
}

export async function invitationsModule(
  app: FastifyInstance,
  options: InvitationsModuleOptions,
): Promise<void> {
  await app.register(invitationRoutes, { deps: authDepsFor(app, options.appUrl) });
}
