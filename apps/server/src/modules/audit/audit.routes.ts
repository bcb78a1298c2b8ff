/** GET /v1/audit: who changed what and when, for owners and administrators. */
import { ZAuditListResponse, ZAuditQuery } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../lib/route-schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import { listAudit } from './audit.service.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      config: { permission: { action: 'manage', subject: 'organisation' } },
      schema: {
        tags: ['audit'],
        summary: 'The audit log, newest first, with the values before and after each change',
        querystring: ZAuditQuery,
        response: { 200: ZAuditListResponse, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request) => listAudit(app.db, authOf(request).organisationId, request.query),
  );
};
