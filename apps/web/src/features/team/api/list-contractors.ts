/** GET /v1/contractors: a page of contractor companies with their documents' status. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TContractorListQuery } from '@mainstay/contracts';
import { contractorEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { teamKeys } from './keys.ts';

export type ContractorListParams = Partial<TContractorListQuery>;

export const contractorsQueryOptions = (params: ContractorListParams) =>
  queryOptions({
    queryKey: teamKeys.contractorList(params),
    queryFn: ({ signal }) =>
      call(contractorEndpoints.listContractors, { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

export function useContractorsQuery(params: ContractorListParams) {
  return useQuery(contractorsQueryOptions(params));
}
