/** GET /v1/organisation: company details, branding, logo and signature comment. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOrganisation } from '@mainstay/contracts';
import { organisationEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';

export const ORGANISATION_QUERY_KEY = ['organisation', 'settings'] as const;

export function fetchOrganisation(): Promise<TOrganisation> {
  return call(organisationEndpoints.getOrganisation);
}

export const organisationQueryOptions = () =>
  queryOptions({ queryKey: ORGANISATION_QUERY_KEY, queryFn: fetchOrganisation });

export function useOrganisationQuery() {
  return useQuery(organisationQueryOptions());
}
