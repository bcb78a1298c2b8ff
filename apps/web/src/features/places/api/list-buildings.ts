/** GET /v1/buildings: a page of buildings with their counts. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TBuildingListResponse } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { placesKeys } from './keys.ts';

export const buildingsQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: placesKeys.buildingList(query),
    queryFn: ({ signal }) => api.get<TBuildingListResponse>('/v1/buildings', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useBuildingsQuery(query: Record<string, string>) {
  return useQuery(buildingsQueryOptions(query));
}

/** Every building the caller can reach, for pickers (the largest page the API gives). */
export function useBuildingChoicesQuery() {
  return useQuery({
    ...buildingsQueryOptions({ per_page: '100', sort: 'name' }),
    placeholderData: undefined,
  });
}
