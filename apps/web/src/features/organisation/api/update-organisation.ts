/**
 * PATCH /v1/organisation (details, colours, signature comment) and
 * POST /v1/organisation/branding/reset. Both apply the saved branding at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOrganisation, TUpdateOrganisationRequest } from '@mainstay/contracts';
import { organisationEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { applyOrganisation } from '../lib/apply-branding.ts';

export function updateOrganisation(body: TUpdateOrganisationRequest): Promise<TOrganisation> {
  return call(organisationEndpoints.updateOrganisation, { body });
}

export function resetBranding(): Promise<TOrganisation> {
  return call(organisationEndpoints.resetBranding);
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
