/** The signed-in user's organisation. */
import { ZCurrentOrganisationResponse } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';
import { PRIVATE_ROUTE_ERRORS } from '../../lib/route-schemas.ts';
import { getCurrentOrganisation } from './organisation.service.ts';

export const organisationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organisation/current',
    {
      config: { permission: { action: 'read', subject: 'organisation' } },
      schema: {
        tags: ['organisation'],
        summary: "The caller's organisation: name and branding",
        response: { 200: ZCurrentOrganisationResponse, ...PRIVATE_ROUTE_ERRORS },
      },
    },
    async (request) => getCurrentOrganisation(app.db, app.files, authOf(request).organisationId),
  );
};
