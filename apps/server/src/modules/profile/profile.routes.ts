/**
 * GET/PATCH /v1/profile and the profile's images: PUT/DELETE /v1/profile/avatar and
 * /v1/profile/signature (multipart, one image in the `file` field). All act on the caller's own
 * account and need (read, profile).
 */
import { profileEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

import { authOf } from '../../plugins/auth.ts';
import { readUpload } from '../../plugins/files.ts';
import type { ProfileDeps } from './profile.deps.ts';
import { getProfile, setImage, updateProfile } from './profile.service.ts';

export const profileRoutes: FastifyPluginAsyncZod<{ deps: ProfileDeps }> = async (
  app,
  { deps },
) => {
  route(app, profileEndpoints.getProfile, async (request) => getProfile(deps, authOf(request)));

  route(app, profileEndpoints.updateProfile, async (request) =>
    updateProfile(deps, authOf(request), request.body),
  );

  const images = [
    ['avatar', profileEndpoints.setAvatar, profileEndpoints.deleteAvatar],
    ['signature', profileEndpoints.setSignature, profileEndpoints.deleteSignature],
  ] as const;
  for (const [image, set, remove] of images) {
    route(app, set, async (request) =>
      setImage(deps, authOf(request), image, await readUpload(request)),
    );
    route(app, remove, async (request) => setImage(deps, authOf(request), image, null));
  }
};
