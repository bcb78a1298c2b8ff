/** GET /v1/audit: who changed what and when, for owners and administrators. */
import { accessEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

import { authOf } from '../../plugins/auth.ts';
import { listAudit } from './audit.service.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, accessEndpoints.listAudit, async (request) =>
    listAudit(app.db, authOf(request).organisationId, request.query),
  );
};
