/**
 * POST /v1/auth/invite-team (spec section 7), and what the AcceptInvitation page needs:
 * GET /v1/auth/invitations/:token and POST /v1/auth/accept-invitation.
 */
import { registrationEndpoints } from '@mainstay/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

import { authOf } from '../../plugins/auth.ts';
import type { AuthDeps } from '../auth/index.ts';
import { acceptInvitation, invitationDetails, inviteTeam } from './invitations.service.ts';
import { worded } from '../../plugins/language.ts';

function invitationCount(request: FastifyRequest): number {
  const body = request.body as { invitations?: unknown } | null | undefined;
  return Array.isArray(body?.invitations) ? body.invitations.length : 1;
}

export interface InvitationRoutesOptions {
  deps: AuthDeps;
}

export const invitationRoutes: FastifyPluginAsyncZod<InvitationRoutesOptions> = async (
  app,
  { deps },
) => {
  route(
    app,
    registrationEndpoints.inviteTeam,
    async (request) => worded(request, await inviteTeam(deps, authOf(request), request.body)),
    // One e-mail per person invited.
    { preValidation: app.mailQuota.signedIn(invitationCount) },
  );

  route(app, registrationEndpoints.invitation, async (request) =>
    invitationDetails(deps, request.params.token),
  );

  route(app, registrationEndpoints.acceptInvitation, async (request) =>
    acceptInvitation(deps, request.body),
  );
};
