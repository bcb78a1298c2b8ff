/**
 * GET /v1/users, GET/PATCH /v1/users/:id, POST /v1/users/:id/deactivate and /reactivate: the
 * organisation's people as administrators manage them.
 */
import { accessEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

import { authOf } from '../../plugins/auth.ts';
import {
  deactivateOrganisationUser,
  reactivateOrganisationUser,
  updateOrganisationUser,
} from './user-changes.service.ts';
import { getOrganisationUser, listUsers } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, accessEndpoints.listUsers, async (request) =>
    listUsers(app.db, authOf(request), request.query),
  );

  route(app, accessEndpoints.getUser, async (request) =>
    getOrganisationUser(app.db, authOf(request), request.params.id),
  );

  route(app, accessEndpoints.updateUser, async (request) =>
    updateOrganisationUser(app.db, authOf(request), request.params.id, request.body),
  );

  route(app, accessEndpoints.deactivateUser, async (request) =>
    deactivateOrganisationUser(app.db, authOf(request), request.params.id),
  );

  route(app, accessEndpoints.reactivateUser, async (request) =>
    reactivateOrganisationUser(app.db, authOf(request), request.params.id),
  );
};
