/**
 * The organisation: its settings, branding and logo.
 */
import { defineEndpoint, uploadEndpoint } from '../endpoints/define.ts';
import { ZOrganisation, ZUpdateOrganisationRequest } from './organisation-settings.ts';
import { ZCurrentOrganisationResponse } from './organisation.ts';

export const organisationEndpoints = {
  currentOrganisation: defineEndpoint({
    method: 'GET',
    path: '/v1/organisation/current',
    responses: { 200: ZCurrentOrganisationResponse },
    errors: [401, 403],
    access: { permission: { action: 'read', subject: 'organisation' } },
    tags: ['organisation'],
    summary: "The caller's organisation: name and branding",
  }),
  getOrganisation: defineEndpoint({
    method: 'GET',
    path: '/v1/organisation',
    responses: { 200: ZOrganisation },
    errors: [401, 403],
    access: { permission: { action: 'read', subject: 'organisation' } },
    tags: ['organisation'],
    summary: 'The organisation: company details, branding, logo and signature comment',
  }),
  updateOrganisation: defineEndpoint({
    method: 'PATCH',
    path: '/v1/organisation',
    body: ZUpdateOrganisationRequest,
    responses: { 200: ZOrganisation },
    errors: [401, 403, 422],
    access: { permission: { action: 'write', subject: 'organisation' } },
    tags: ['organisation'],
    summary: 'Change company details, colours or the signature comment (only fields sent)',
  }),
  resetBranding: defineEndpoint({
    method: 'POST',
    path: '/v1/organisation/branding/reset',
    responses: { 200: ZOrganisation },
    errors: [401, 403],
    access: { permission: { action: 'write', subject: 'organisation' } },
    tags: ['organisation'],
    summary: 'Restore the default colours (#10c0d2, #3db5c2) and remove the logo',
  }),
  setLogo: uploadEndpoint({
    method: 'PUT',
    path: '/v1/organisation/logo',
    response: ZOrganisation,
    access: { permission: { action: 'write', subject: 'organisation' } },
    tags: ['organisation'],
    summary: 'Upload the logo: multipart/form-data with one image file (PNG, JPEG, WebP, GIF)',
  }),
  deleteLogo: defineEndpoint({
    method: 'DELETE',
    path: '/v1/organisation/logo',
    responses: { 200: ZOrganisation },
    errors: [401, 403],
    access: { permission: { action: 'write', subject: 'organisation' } },
    tags: ['organisation'],
    summary: 'Remove the logo (the product logo shows again)',
  }),
};
