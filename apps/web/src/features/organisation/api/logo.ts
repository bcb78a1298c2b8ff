/** PUT /v1/organisation/logo (multipart, one image) and DELETE /v1/organisation/logo. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOrganisation } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { applyOrganisation } from '../lib/apply-branding.ts';

export function uploadLogo(file: File): Promise<TOrganisation> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.put<TOrganisation>('/v1/organisation/logo', body);
}

export function removeLogo(): Promise<TOrganisation> {
  return api.delete<TOrganisation>('/v1/organisation/logo');
}

export function useUploadLogoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: (organisation) => applyOrganisation(queryClient, organisation),
  });
}

export function useRemoveLogoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeLogo,
    onSuccess: (organisation) => applyOrganisation(queryClient, organisation),
  });
}
