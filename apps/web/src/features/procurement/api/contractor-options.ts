/** GET /v1/contractors?search=: the contractors offered as suppliers while typing. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contractorEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { procurementKeys } from './keys.ts';

export interface ContractorOption {
  id: string;
  name: string;
}

export function useContractorOptionsQuery(search: string, enabled: boolean) {
  return useQuery({
    queryKey: procurementKeys.contractors(search),
    queryFn: async ({ signal }) => {
      const page = await call(contractorEndpoints.listContractors, {
        query: { search: search || undefined, per_page: 20, status: 'active' },
        signal,
      });
      return page.data.map((row): ContractorOption => ({ id: row.id, name: row.company_name }));
    },
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
