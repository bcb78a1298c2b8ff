/** GET/POST /v1/roles, GET/PATCH/DELETE /v1/roles/:id. */
import {
  ZAccessIdParams,
  ZCreateRoleRequest,
  ZMessageResponse,
  ZRole,
  ZRoleListResponse,
  ZUpdateRoleRequest,
} from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../lib/route-schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import { createRole, deleteRole, getRole, listRoles, updateRole } from './roles.service.ts';

const READ = { permission: { action: 'read', subject: 'organisation' } } as const;
const MANAGE = { permission: { action: 'manage', subject: 'organisation' } } as const;

export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/roles',
    {
      config: READ,
      schema: {
        tags: ['roles'],
        summary: 'Every role of the organisation, default ones first, with how many hold each',
        response: { 200: ZRoleListResponse, ...PRIVATE_ROUTE_ERRORS },
      },
    },
    async (request) => listRoles(app.db, authOf(request)),
  );

  app.get(
    '/roles/:id',
    {
      config: READ,
      schema: {
        tags: ['roles'],
        summary: 'One role',
        params: ZAccessIdParams,
        response: { 200: ZRole, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404, 422) },
      },
    },
    async (request) => getRole(app.db, authOf(request), request.params.id),
  );

  app.post(
    '/roles',
    {
      config: MANAGE,
      schema: {
        tags: ['roles'],
        summary: 'Create a custom role, optionally as a copy of another',
        description:
          'Every rule must be one the caller holds (403 otherwise). Names are unique per organisation.',
        body: ZCreateRoleRequest,
        response: { 201: ZRole, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      const role = await createRole(app.db, authOf(request), request.body);
      return reply.code(201).send(role);
    },
  );

  app.patch(
    '/roles/:id',
    {
      config: MANAGE,
      schema: {
        tags: ['roles'],
        summary: 'Rename or change the rules of a custom role',
        description: 'Default roles answer 409: copy them instead.',
        params: ZAccessIdParams,
        body: ZUpdateRoleRequest,
        response: { 200: ZRole, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404, 409, 422) },
      },
    },
    async (request) => updateRole(app.db, authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/roles/:id',
    {
      config: MANAGE,
      schema: {
        tags: ['roles'],
        summary: 'Delete a custom role nobody holds',
        params: ZAccessIdParams,
        response: {
          200: ZMessageResponse,
          ...PRIVATE_ROUTE_ERRORS,
          ...errorResponses(404, 409, 422),
        },
      },
    },
    async (request) => {
      await deleteRole(app.db, authOf(request), request.params.id);
      return { message: 'Role deleted' };
    },
  );
};
