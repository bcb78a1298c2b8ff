/** PUT /v1/organisation/logo (multipart, one image) and DELETE /v1/organisation/logo. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOrganisation } from '@mainstay/contracts';
import { organisationEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { applyOrganisation } from '../lib/apply-branding.ts';

export function uploadLogo(file: File): Promise<TOrganisation> {
  const body = new FormData();
  body.append('file', file, file.name);
  return call(organisationEndpoints.setLogo, { body });
}

export function removeLogo(): Promise<TOrganisation> {
  return call(organisationEndpoints.deleteLogo);
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
