/** GET /v1/invitations, POST /v1/invitations/:id/resend, DELETE /v1/invitations/:id. */
import {
  ZAccessIdParams,
  ZMessageResponse,
  ZPendingInvitation,
  ZPendingInvitationListResponse,
} from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../lib/route-schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import { worded } from '../../plugins/language.ts';
import {
  INVITATION_ADMIN_NOTICES,
  listPendingInvitations,
  resendInvitation,
  revokeInvitation,
} from './invitations-admin.service.ts';

export interface InvitationAdminRoutesOptions {
  appUrl: () => string;
}

const WRITE = { permission: { action: 'write', subject: 'organisation' } } as const;

export const invitationAdminRoutes: FastifyPluginAsyncZod<InvitationAdminRoutesOptions> = async (
  app,
  { appUrl },
) => {
  app.get(
    '/invitations',
    {
      config: { permission: { action: 'read', subject: 'organisation' } },
      schema: {
        tags: ['invitations'],
        summary: 'Invitations not yet accepted, revoked or expired, newest first',
        response: { 200: ZPendingInvitationListResponse, ...PRIVATE_ROUTE_ERRORS },
      },
    },
    async (request) => listPendingInvitations(app.db, authOf(request)),
  );

  app.post(
    '/invitations/:id/resend',
    {
      config: WRITE,
      schema: {
        tags: ['invitations'],
        summary: 'E-mail a new link (valid 7 days again); the previous link stops working',
        params: ZAccessIdParams,
        response: {
          200: ZPendingInvitation,
          ...PRIVATE_ROUTE_ERRORS,
          ...errorResponses(404, 409, 422),
        },
      },
    },
    async (request) =>
      resendInvitation({ db: app.db, mail: app.mail, appUrl }, authOf(request), request.params.id),
  );

  app.delete(
    '/invitations/:id',
    {
      config: WRITE,
      schema: {
        tags: ['invitations'],
        summary: 'Revoke an invitation: its link stops working',
        params: ZAccessIdParams,
        response: {
          200: ZMessageResponse,
          ...PRIVATE_ROUTE_ERRORS,
          ...errorResponses(404, 409, 422),
        },
      },
    },
    async (request) => {
      await revokeInvitation(app.db, authOf(request), request.params.id);
      return worded(request, { message: INVITATION_ADMIN_NOTICES.revoked });
    },
  );
};
