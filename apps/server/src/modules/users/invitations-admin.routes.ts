/** GET /v1/invitations, POST /v1/invitations/:id/resend, DELETE /v1/invitations/:id. */
import { accessEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

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

export const invitationAdminRoutes: FastifyPluginAsyncZod<InvitationAdminRoutesOptions> = async (
  app,
  { appUrl },
) => {
  route(app, accessEndpoints.listInvitations, async (request) =>
    listPendingInvitations(app.db, authOf(request)),
  );

  route(
    app,
    accessEndpoints.resendInvitation,
    async (request) =>
      resendInvitation({ db: app.db, mail: app.mail, appUrl }, authOf(request), request.params.id),
    { preValidation: app.mailQuota.signedIn() },
  );

  route(app, accessEndpoints.deleteInvitation, async (request) => {
    await revokeInvitation(app.db, authOf(request), request.params.id);
    return worded(request, { message: INVITATION_ADMIN_NOTICES.revoked });
  });
};
