/** GET /v1/contractors/:id: a company with its users and pending invitations. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TContractorDetail } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { teamKeys } from './keys.ts';

export const contractorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: teamKeys.contractor(id),
    queryFn: ({ signal }) =>
      api.get<TContractorDetail>(`/v1/contractors/${encodeURIComponent(id)}`, { signal }),
  });

export function useContractorQuery(id: string | null) {
  return useQuery({ ...contractorQueryOptions(id ?? ''), enabled: Boolean(id) });
}
