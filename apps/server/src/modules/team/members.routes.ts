/** GET /v1/team/members, GET and PATCH /v1/team/members/:id. */
import {
  ZTeamMemberDetail,
  ZTeamMemberListQuery,
  ZTeamMemberListResponse,
  ZTeamMemberParams,
  ZUpdateTeamMemberRequest,
} from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../lib/route-schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import { listMembers, memberDetail, updateMember } from './members.service.ts';
import type { TeamDeps } from './team.shared.ts';

export const memberRoutes: FastifyPluginAsyncZod<{ deps: TeamDeps }> = async (app, { deps }) => {
  app.get(
    '/team/members',
    {
      config: { permission: { action: 'read', subject: 'team' } },
      schema: {
        tags: ['team'],
        summary: 'Members of the organisation with roles, teams, skills and leave today',
        querystring: ZTeamMemberListQuery,
        response: { 200: ZTeamMemberListResponse, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request) => listMembers(deps, authOf(request), request.query),
  );

  app.get(
    '/team/members/:id',
    {
      config: { permission: { action: 'read', subject: 'team' } },
      schema: {
        tags: ['team'],
        summary: "A member's profile: roles, teams, skills, contact, leave and assigned work",
        params: ZTeamMemberParams,
        response: { 200: ZTeamMemberDetail, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404, 422) },
      },
    },
    async (request) => memberDetail(deps, authOf(request), request.params.id),
  );

  app.patch(
    '/team/members/:id',
    {
      config: { permission: { action: 'write', subject: 'team' } },
      schema: {
        tags: ['team'],
        summary: "Change a member's phone, job title or skills",
        params: ZTeamMemberParams,
        body: ZUpdateTeamMemberRequest,
        response: { 200: ZTeamMemberDetail, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404, 422) },
      },
    },
    async (request) => updateMember(deps, authOf(request), request.params.id, request.body),
  );
};
