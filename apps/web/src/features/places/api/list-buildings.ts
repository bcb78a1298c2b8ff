/** GET /v1/buildings: a page of buildings with their counts. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { placeEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { placesKeys } from './keys.ts';

export const buildingsQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: placesKeys.buildingList(query),
    queryFn: ({ signal }) => call(placeEndpoints.listBuildings, { query, signal }),
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
