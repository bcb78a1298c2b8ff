/** GET /v1/buildings/options: buildings to choose a person's scope from. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accessEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { accessKeys } from './keys.ts';

export const buildingOptionsQueryOptions = () =>
  queryOptions({
    queryKey: accessKeys.buildingOptions(),
    queryFn: () => call(accessEndpoints.buildingOptions),
    staleTime: 5 * 60_000,
  });

export function useBuildingOptionsQuery(enabled = true) {
  return useQuery({ ...buildingOptionsQueryOptions(), enabled });
}
