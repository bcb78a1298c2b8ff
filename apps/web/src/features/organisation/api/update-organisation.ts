/**
 * PATCH /v1/organisation (details, colours, signature comment) and
 * POST /v1/organisation/branding/reset. Both apply the saved branding at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOrganisation, TUpdateOrganisationRequest } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { applyOrganisation } from '../lib/apply-branding.ts';

export function updateOrganisation(body: TUpdateOrganisationRequest): Promise<TOrganisation> {
  return api.patch<TOrganisation>('/v1/organisation', body);
}

export function resetBranding(): Promise<TOrganisation> {
  return api.post<TOrganisation>('/v1/organisation/branding/reset');
}

export function useUpdateOrganisationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganisation,
    onSuccess: (organisation) => applyOrganisation(queryClient, organisation),
  });
}

export function useResetBrandingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetBranding,
    onSuccess: (organisation) => applyOrganisation(queryClient, organisation),
  });
}
