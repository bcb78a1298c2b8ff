/** GET/POST /v1/roles, GET/PATCH/DELETE /v1/roles/:id. */
import { accessEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

import { authOf } from '../../plugins/auth.ts';
import { worded } from '../../plugins/language.ts';
import { createRole, deleteRole, getRole, listRoles, updateRole } from './roles.service.ts';

export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, accessEndpoints.listRoles, async (request) => listRoles(app.db, authOf(request)));

  route(app, accessEndpoints.getRole, async (request) =>
    getRole(app.db, authOf(request), request.params.id),
  );

  route(app, accessEndpoints.createRole, async (request) => {
    const role = await createRole(app.db, authOf(request), request.body);
    return role;
  });

  route(app, accessEndpoints.updateRole, async (request) =>
    updateRole(app.db, authOf(request), request.params.id, request.body),
  );

  route(app, accessEndpoints.deleteRole, async (request) => {
    await deleteRole(app.db, authOf(request), request.params.id);
    return worded(request, { message: 'notices:roleDeleted' });
  });
};
