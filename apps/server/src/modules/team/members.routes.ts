/** GET /v1/team/members, GET and PATCH /v1/team/members/:id. */
import { teamEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

import { authOf } from '../../plugins/auth.ts';
import { listMembers, memberDetail, updateMember } from './members.service.ts';
import type { TeamDeps } from './team.shared.ts';

export const memberRoutes: FastifyPluginAsyncZod<{ deps: TeamDeps }> = async (app, { deps }) => {
  route(app, teamEndpoints.listMembers, async (request) =>
    listMembers(deps, authOf(request), request.query),
  );

  route(app, teamEndpoints.getMember, async (request) =>
    memberDetail(deps, authOf(request), request.params.id),
  );

  route(app, teamEndpoints.updateMember, async (request) =>
    updateMember(deps, authOf(request), request.params.id, request.body),
  );
};
