/** GET /v1/contractors/:id: a company with its users and pending invitations. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractorEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { teamKeys } from './keys.ts';

export const contractorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: teamKeys.contractor(id),
    queryFn: ({ signal }) => call(contractorEndpoints.getContractor, { params: { id }, signal }),
  });

export function useContractorQuery(id: string | null) {
  return useQuery({ ...contractorQueryOptions(id ?? ''), enabled: Boolean(id) });
}
