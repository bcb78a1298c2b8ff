/** GET and POST /v1/team/leave, DELETE /v1/team/leave/:id. */
import {
  ZCreateLeaveRequest,
  ZLeave,
  ZLeaveListQuery,
  ZLeaveListResponse,
  ZLeaveParams,
} from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../lib/route-schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import { createLeave, deleteLeave, listLeave } from './leave.service.ts';
import type { TeamDeps } from './team.shared.ts';

export const leaveRoutes: FastifyPluginAsyncZod<{ deps: TeamDeps }> = async (app, { deps }) => {
  app.get(
    '/team/leave',
    {
      config: { permission: { action: 'read', subject: 'team' } },
      schema: {
        tags: ['team'],
        summary: 'Who is off when: leave overlapping the period (default: today onwards)',
        querystring: ZLeaveListQuery,
        response: { 200: ZLeaveListResponse, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request) => listLeave(deps.db, authOf(request), request.query),
  );

  app.post(
    '/team/leave',
    {
      config: { permission: { action: 'read', subject: 'team' } },
      schema: {
        tags: ['team'],
        summary: 'Record leave: your own, or (with write on team) anyone else’s',
        body: ZCreateLeaveRequest,
        response: { 201: ZLeave, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(409, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createLeave(deps, authOf(request), request.body)),
  );

  app.delete(
    '/team/leave/:id',
    {
      config: { permission: { action: 'read', subject: 'team' } },
      schema: {
        tags: ['team'],
        summary: 'Remove leave: your own, or (with write on team) anyone else’s',
        params: ZLeaveParams,
        response: {
          204: z.null().describe('Deleted'),
          ...PRIVATE_ROUTE_ERRORS,
          ...errorResponses(404, 422),
        },
      },
    },
    async (request, reply) => {
      await deleteLeave(deps, authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
