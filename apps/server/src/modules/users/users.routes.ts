/**
 * GET /v1/users, GET/PATCH /v1/users/:id, POST /v1/users/:id/deactivate and /reactivate: the
 * organisation's people as administrators manage them.
 */
import {
  ZAccessIdParams,
  ZOrganisationUser,
  ZOrganisationUserListQuery,
  ZOrganisationUserListResponse,
  ZUpdateOrganisationUserRequest,
} from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../lib/route-schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import {
  deactivateOrganisationUser,
  reactivateOrganisationUser,
  updateOrganisationUser,
} from './user-changes.service.ts';
import { getOrganisationUser, listUsers } from './users.service.ts';

const READ = { permission: { action: 'read', subject: 'organisation' } } as const;
const MANAGE = { permission: { action: 'manage', subject: 'organisation' } } as const;
const CHANGE_ERRORS = { ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404, 409, 422) };

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      config: READ,
      schema: {
        tags: ['users'],
        summary: 'People of the organisation, a page at a time, sorted by name',
        querystring: ZOrganisationUserListQuery,
        response: {
          200: ZOrganisationUserListResponse,
          ...PRIVATE_ROUTE_ERRORS,
          ...errorResponses(422),
        },
      },
    },
    async (request) => listUsers(app.db, authOf(request), request.query),
  );

  app.get(
    '/users/:id',
    {
      config: READ,
      schema: {
        tags: ['users'],
        summary: 'One person of the organisation',
        params: ZAccessIdParams,
        response: { 200: ZOrganisationUser, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404, 422) },
      },
    },
    async (request) => getOrganisationUser(app.db, authOf(request), request.params.id),
  );

  app.patch(
    '/users/:id',
    {
      config: MANAGE,
      schema: {
        tags: ['users'],
        summary: "Change a person's roles, building scope, contractor company or job title",
        description:
          'Roles given or taken must carry only rules the caller holds (403). The last active Owner keeps the Owner role (409).',
        params: ZAccessIdParams,
        body: ZUpdateOrganisationUserRequest,
        response: { 200: ZOrganisationUser, ...CHANGE_ERRORS },
      },
    },
    async (request) =>
      updateOrganisationUser(app.db, authOf(request), request.params.id, request.body),
  );

  app.post(
    '/users/:id/deactivate',
    {
      config: MANAGE,
      schema: {
        tags: ['users'],
        summary: 'Deactivate a person: their sessions end at once and they cannot sign in',
        params: ZAccessIdParams,
        response: { 200: ZOrganisationUser, ...CHANGE_ERRORS },
      },
    },
    async (request) => deactivateOrganisationUser(app.db, authOf(request), request.params.id),
  );

  app.post(
    '/users/:id/reactivate',
    {
      config: MANAGE,
      schema: {
        tags: ['users'],
        summary: 'Let a deactivated person sign in again',
        params: ZAccessIdParams,
        response: { 200: ZOrganisationUser, ...CHANGE_ERRORS },
      },
    },
    async (request) => reactivateOrganisationUser(app.db, authOf(request), request.params.id),
  );
};
