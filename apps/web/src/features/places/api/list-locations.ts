/** GET /v1/locations: a page of locations with building, parent, breadcrumb and counts. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { placeEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { placesKeys } from './keys.ts';

export const locationsQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: placesKeys.locationList(query),
    queryFn: ({ signal }) => call(placeEndpoints.listLocations, { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useLocationsQuery(query: Record<string, string>) {
  return useQuery(locationsQueryOptions(query));
}
