/**
 * GET and PATCH /v1/organisation, POST /v1/organisation/branding/reset, PUT and DELETE
 * /v1/organisation/logo: the organisation page's settings. Reading needs read organisation,
 * every change write organisation.
 */
import { organisationEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

import { authOf } from '../../plugins/auth.ts';
import { readUpload } from '../../plugins/files.ts';
import {
  getOrganisation,
  removeLogo,
  replaceLogo,
  resetBranding,
  updateOrganisation,
  type OrganisationContext,
} from './organisation-settings.service.ts';

export const organisationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context: OrganisationContext = { db: app.db, files: app.files };

  route(app, organisationEndpoints.getOrganisation, async (request) =>
    getOrganisation(context, authOf(request).organisationId),
  );

  route(app, organisationEndpoints.updateOrganisation, async (request) =>
    updateOrganisation(context, authOf(request), request.body),
  );

  route(app, organisationEndpoints.resetBranding, async (request) =>
    resetBranding(context, authOf(request)),
  );

  route(app, organisationEndpoints.setLogo, async (request) => {
    const upload = await readUpload(request);
    return replaceLogo(context, authOf(request), upload);
  });

  route(app, organisationEndpoints.deleteLogo, async (request) =>
    removeLogo(context, authOf(request)),
  );
};
