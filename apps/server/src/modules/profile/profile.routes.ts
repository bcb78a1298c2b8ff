/**
 * GET/PATCH /v1/profile and the profile's images: PUT/DELETE /v1/profile/avatar and
 * /v1/profile/signature (multipart, one image in the `file` field). All act on the caller's own
 * account and need (read, profile).
 */
import { ZProfile, ZUpdateProfileRequest } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../lib/route-schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import { readUpload } from '../../plugins/files.ts';
import type { ProfileDeps } from './profile.deps.ts';
import {
  getProfile,
  removeImage,
  replaceImage,
  updateProfile,
  type ProfileImage,
} from './profile.service.ts';

export const PROFILE_PERMISSION = { action: 'read', subject: 'profile' } as const;

const IMAGE_ROUTES: Record<ProfileImage, { put: string; remove: string }> = {
  avatar: {
    put: 'Upload a profile photo (PNG, JPEG, WebP or GIF); stored square, 512 px',
    remove: 'Remove the profile photo',
  },
  signature: {
    put: 'Upload the signature printed on job sheets (drawn or an image); stored as PNG, at most 1200 px',
    remove: 'Remove the signature',
  },
};

export const profileRoutes: FastifyPluginAsyncZod<{ deps: ProfileDeps }> = async (
  app,
  { deps },
) => {
  const config = { permission: PROFILE_PERMISSION };

  app.get(
    '/profile',
    {
      config,
      schema: {
        tags: ['profile'],
        summary: 'Your profile: details, roles, organisation, photo and signature',
        response: { 200: ZProfile, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404) },
      },
    },
    async (request) => getProfile(deps, authOf(request)),
  );

  app.patch(
    '/profile',
    {
      config,
      schema: {
        tags: ['profile'],
        summary: 'Edit your name, username, phone, job title and language',
        body: ZUpdateProfileRequest,
        response: { 200: ZProfile, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404, 422) },
      },
    },
    async (request) => updateProfile(deps, authOf(request), request.body),
  );

  for (const image of ['avatar', 'signature'] as const) {
    app.put(
      `/profile/${image}`,
      {
        config,
        schema: {
          tags: ['profile'],
          summary: IMAGE_ROUTES[image].put,
          description:
            'multipart/form-data with the image in a `file` field; the profile returned links it with a signed URL.',
          consumes: ['multipart/form-data'],
          response: {
            200: ZProfile,
            ...PRIVATE_ROUTE_ERRORS,
            ...errorResponses(404, 413, 415, 422),
          },
        },
      },
      async (request) => replaceImage(deps, authOf(request), image, await readUpload(request)),
    );

    app.delete(
      `/profile/${image}`,
      {
        config,
        schema: {
          tags: ['profile'],
          summary: IMAGE_ROUTES[image].remove,
          response: { 200: ZProfile, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404) },
        },
      },
      async (request) => removeImage(deps, authOf(request), image),
    );
  }
};
