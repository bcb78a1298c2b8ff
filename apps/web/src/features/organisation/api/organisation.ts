/** GET /v1/organisation: company details, branding, logo and signature comment. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOrganisation } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';

export const ORGANISATION_QUERY_KEY = ['organisation', 'settings'] as const;

export function fetchOrganisation(): Promise<TOrganisation> {
  return api.get<TOrganisation>('/v1/organisation');
}

export const organisationQueryOptions = () =>
  queryOptions({ queryKey: ORGANISATION_QUERY_KEY, queryFn: fetchOrganisation });

export function useOrganisationQuery() {
  return useQuery(organisationQueryOptions());
}
