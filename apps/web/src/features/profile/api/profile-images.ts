/** PUT and DELETE /v1/profile/avatar and /v1/profile/signature (one image, multipart). */
import { useMutation } from '@tanstack/react-query';
import type { TProfile } from '@mainstay/contracts';
import { profileEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { useProfileSaved } from './profile.ts';

export type ProfileImage = 'avatar' | 'signature';

export function uploadProfileImage(
  image: ProfileImage,
  file: Blob,
  filename: string,
): Promise<TProfile> {
  const form = new FormData();
  form.append('file', file, filename);
  const endpoint = image === 'avatar' ? profileEndpoints.setAvatar : profileEndpoints.setSignature;
  return call(endpoint, { body: form });
}

export function removeProfileImage(image: ProfileImage): Promise<TProfile> {
  return call(
    image === 'avatar' ? profileEndpoints.deleteAvatar : profileEndpoints.deleteSignature,
  );
}

export function useUploadProfileImageMutation(image: ProfileImage) {
  const saved = useProfileSaved();
  return useMutation({
    mutationFn: ({ file, filename }: { file: Blob; filename: string }) =>
      uploadProfileImage(image, file, filename),
    onSuccess: (profile) => saved(profile),
  });
}

export function useRemoveProfileImageMutation(image: ProfileImage) {
  const saved = useProfileSaved();
  return useMutation({
    mutationFn: () => removeProfileImage(image),
    onSuccess: (profile) => saved(profile),
  });
}
