/** GET and POST /v1/team/leave, DELETE /v1/team/leave/:id. */
import { teamEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

import { authOf } from '../../plugins/auth.ts';
import { createLeave, deleteLeave, listLeave } from './leave.service.ts';
import type { TeamDeps } from './team.shared.ts';

export const leaveRoutes: FastifyPluginAsyncZod<{ deps: TeamDeps }> = async (app, { deps }) => {
  route(app, teamEndpoints.listLeave, async (request) =>
    listLeave(deps.db, authOf(request), request.query),
  );

  route(app, teamEndpoints.createLeave, async (request) =>
    createLeave(deps, authOf(request), request.body),
  );

  route(app, teamEndpoints.deleteLeave, async (request) => {
    await deleteLeave(deps, authOf(request), request.params.id);
  });
};
