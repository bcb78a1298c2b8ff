/**
 * POST /v1/auth/invite-team (spec section 7), and what the AcceptInvitation page needs:
 * GET /v1/auth/invitations/:token and POST /v1/auth/accept-invitation.
 */
import {
  ZAcceptInvitationRequest,
  ZAcceptInvitationResponse,
  ZInvitationDetailsResponse,
  ZInvitationTokenParams,
  ZInviteTeamRequest,
  ZInviteTeamResponse,
} from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../lib/route-schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import type { AuthDeps } from '../auth/index.ts';
import { acceptInvitation, invitationDetails, inviteTeam } from './invitations.service.ts';

export interface InvitationRoutesOptions {
  deps: AuthDeps;
}

export const invitationRoutes: FastifyPluginAsyncZod<InvitationRoutesOptions> = async (
  app,
  { deps },
) => {
  app.post(
    '/auth/invite-team',
    {
      config: { permission: { action: 'write', subject: 'organisation' } },
      schema: {
        tags: ['auth'],
        summary: 'Invite people to the organisation by e-mail, each with a role',
        body: ZInviteTeamRequest,
        response: { 200: ZInviteTeamResponse, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request) => inviteTeam(deps, authOf(request), request.body),
  );

  app.get(
    '/auth/invitations/:token',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'What an invitation is for: organisation, role, inviter and expiry',
        params: ZInvitationTokenParams,
        response: { 200: ZInvitationDetailsResponse, ...errorResponses(404, 410) },
      },
    },
    async (request) => invitationDetails(deps, request.params.token),
  );

  app.post(
    '/auth/accept-invitation',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Accept an invitation: creates the account and signs it in',
        body: ZAcceptInvitationRequest,
        response: {
          200: ZAcceptInvitationResponse,
          ...errorResponses(404, 409, 410, 422),
        },
      },
    },
    async (request) => acceptInvitation(deps, request.body),
  );
};
