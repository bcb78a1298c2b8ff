/** The signed-in user's organisation. */
import { organisationEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';

import { getCurrentOrganisation } from './organisation.service.ts';

export const organisationRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, organisationEndpoints.currentOrganisation, async (request) =>
    getCurrentOrganisation(app.db, app.files, authOf(request).organisationId),
  );
};
