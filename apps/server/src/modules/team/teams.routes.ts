/** Teams: list, create, change, delete, and adding or removing one member. */
import {
  ZAddTeamMemberRequest,
  ZCreateTeamRequest,
  ZTeam,
  ZTeamListQuery,
  ZTeamListResponse,
  ZTeamMemberPathParams,
  ZTeamParams,
  ZUpdateTeamRequest,
} from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../lib/route-schemas.ts';
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

const ERRORS = { ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404, 422) };

export const teamRoutes: FastifyPluginAsyncZod<{ deps: TeamDeps }> = async (app, { deps }) => {
  app.get(
    '/team/teams',
    {
      config: { permission: { action: 'read', subject: 'team' } },
      schema: {
        tags: ['team'],
        summary: 'Teams with their lead and members',
        querystring: ZTeamListQuery,
        response: { 200: ZTeamListResponse, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request) => listTeams(deps, authOf(request), request.query),
  );

  app.post(
    '/team/teams',
    {
      config: { permission: { action: 'add', subject: 'team' } },
      schema: {
        tags: ['team'],
        summary: 'Create a team; the lead becomes a member',
        body: ZCreateTeamRequest,
        response: { 201: ZTeam, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTeam(deps, authOf(request), request.body)),
  );

  app.patch(
    '/team/teams/:id',
    {
      config: { permission: { action: 'write', subject: 'team' } },
      schema: {
        tags: ['team'],
        summary: "Change a team's name, description, lead or members (member_ids replaces them)",
        params: ZTeamParams,
        body: ZUpdateTeamRequest,
        response: { 200: ZTeam, ...ERRORS },
      },
    },
    async (request) => updateTeam(deps, authOf(request), request.params.id, request.body),
  );

  app.post(
    '/team/teams/:id/members',
    {
      config: { permission: { action: 'write', subject: 'team' } },
      schema: {
        tags: ['team'],
        summary: 'Add a member to a team',
        params: ZTeamParams,
        body: ZAddTeamMemberRequest,
        response: { 200: ZTeam, ...ERRORS },
      },
    },
    async (request) =>
      addTeamMember(deps, authOf(request), request.params.id, request.body.user_id),
  );

  app.delete(
    '/team/teams/:id/members/:userId',
    {
      config: { permission: { action: 'write', subject: 'team' } },
      schema: {
        tags: ['team'],
        summary: 'Remove a member from a team (removing the lead leaves it without one)',
        params: ZTeamMemberPathParams,
        response: { 200: ZTeam, ...ERRORS },
      },
    },
    async (request) =>
      removeTeamMember(deps, authOf(request), request.params.id, request.params.userId),
  );

  app.delete(
    '/team/teams/:id',
    {
      config: { permission: { action: 'manage', subject: 'team' } },
      schema: {
        tags: ['team'],
        summary: 'Delete a team (its members stay in the organisation)',
        params: ZTeamParams,
        response: { 204: z.null().describe('Deleted'), ...ERRORS },
      },
    },
    async (request, reply) => {
      await deleteTeam(deps, authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
