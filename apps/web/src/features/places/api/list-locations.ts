/** GET /v1/locations: a page of locations with building, parent, breadcrumb and counts. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TLocationListResponse } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { placesKeys } from './keys.ts';

export const locationsQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: placesKeys.locationList(query),
    queryFn: ({ signal }) => api.get<TLocationListResponse>('/v1/locations', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useLocationsQuery(query: Record<string, string>) {
  return useQuery(locationsQueryOptions(query));
}
