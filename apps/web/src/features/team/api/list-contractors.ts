/** GET /v1/contractors: a page of contractor companies with their documents' status. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TContractorListQuery, TContractorListResponse } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { teamKeys } from './keys.ts';

export type ContractorListParams = Partial<TContractorListQuery>;

export const contractorsQueryOptions = (params: ContractorListParams) =>
  queryOptions({
    queryKey: teamKeys.contractorList(params),
    queryFn: ({ signal }) =>
      api.get<TContractorListResponse>('/v1/contractors', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

export function useContractorsQuery(params: ContractorListParams) {
  return useQuery(contractorsQueryOptions(params));
}
