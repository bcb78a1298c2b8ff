/**
 * GET and PATCH /v1/organisation, POST /v1/organisation/branding/reset, PUT and DELETE
 * /v1/organisation/logo: the organisation page's settings. Reading needs read organisation,
 * every change write organisation.
 */
import { ZOrganisation, ZUpdateOrganisationRequest } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../lib/route-schemas.ts';
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

const write = { permission: { action: 'write', subject: 'organisation' } } as const;
const tags = ['organisation'];

export const organisationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context: OrganisationContext = { db: app.db, files: app.files };

  app.get(
    '/organisation',
    {
      config: { permission: { action: 'read', subject: 'organisation' } },
      schema: {
        tags,
        summary: 'The organisation: company details, branding, logo and signature comment',
        response: { 200: ZOrganisation, ...PRIVATE_ROUTE_ERRORS },
      },
    },
    async (request) => getOrganisation(context, authOf(request).organisationId),
  );

  app.patch(
    '/organisation',
    {
      config: write,
      schema: {
        tags,
        summary: 'Change company details, colours or the signature comment (only fields sent)',
        body: ZUpdateOrganisationRequest,
        response: { 200: ZOrganisation, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request) => updateOrganisation(context, authOf(request), request.body),
  );

  app.post(
    '/organisation/branding/reset',
    {
      config: write,
      schema: {
        tags,
        summary: 'Restore the default colours (#10c0d2, #3db5c2) and remove the logo',
        response: { 200: ZOrganisation, ...PRIVATE_ROUTE_ERRORS },
      },
    },
    async (request) => resetBranding(context, authOf(request)),
  );

  app.put(
    '/organisation/logo',
    {
      config: write,
      schema: {
        tags,
        summary: 'Upload the logo: multipart/form-data with one image file (PNG, JPEG, WebP, GIF)',
        consumes: ['multipart/form-data'],
        response: {
          200: ZOrganisation,
          ...PRIVATE_ROUTE_ERRORS,
          ...errorResponses(413, 415, 422),
        },
      },
    },
    async (request) => {
      const upload = await readUpload(request);
      return replaceLogo(context, authOf(request), upload);
    },
  );

  app.delete(
    '/organisation/logo',
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove the logo (the product logo shows again)',
        response: { 200: ZOrganisation, ...PRIVATE_ROUTE_ERRORS },
      },
    },
    async (request) => removeLogo(context, authOf(request)),
  );
};
