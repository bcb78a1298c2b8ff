/** GET /v1/buildings/options: buildings to choose a person's scope from. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBuildingOptionsResponse } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { accessKeys } from './keys.ts';

export const buildingOptionsQueryOptions = () =>
  queryOptions({
    queryKey: accessKeys.buildingOptions(),
    queryFn: () => api.get<TBuildingOptionsResponse>('/v1/buildings/options'),
    staleTime: 5 * 60_000,
  });

export function useBuildingOptionsQuery(enabled = true) {
  return useQuery({ ...buildingOptionsQueryOptions(), enabled });
}
