/** Teams: list, create, change, delete, and adding or removing one member. */
import { teamEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

import { authOf } from '../../plugins/auth.ts';
import type { TeamDeps } from './team.shared.ts';
import {
  addTeamMember,
  createTeam,
  deleteTeam,
  listTeams,
  removeTeamMember,
  updateTeam,
} from './teams.service.ts';

export const teamRoutes: FastifyPluginAsyncZod<{ deps: TeamDeps }> = async (app, { deps }) => {
  route(app, teamEndpoints.listTeams, async (request) =>
    listTeams(deps, authOf(request), request.query),
  );

  route(app, teamEndpoints.createTeam, async (request) =>
    createTeam(deps, authOf(request), request.body),
  );

  route(app, teamEndpoints.updateTeam, async (request) =>
    updateTeam(deps, authOf(request), request.params.id, request.body),
  );

  route(app, teamEndpoints.addTeamMember, async (request) =>
    addTeamMember(deps, authOf(request), request.params.id, request.body.user_id),
  );

  route(app, teamEndpoints.removeTeamMember, async (request) =>
    removeTeamMember(deps, authOf(request), request.params.id, request.params.userId),
  );

  route(app, teamEndpoints.deleteTeam, async (request) => {
    await deleteTeam(deps, authOf(request), request.params.id);
  });
};
