/** GET /v1/locations/:id and GET /v1/buildings/:id/locations/tree. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { placeEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { placesKeys } from './keys.ts';

export const locationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: placesKeys.location(id),
    queryFn: ({ signal }) => call(placeEndpoints.getLocation, { params: { id }, signal }),
  });

export function useLocationQuery(id: string) {
  return useQuery(locationQueryOptions(id));
}

/** The building's whole tree; disabled until a building is chosen. */
export function useLocationTreeQuery(buildingId: string | null | undefined) {
  return useQuery({
    queryKey: placesKeys.tree(buildingId ?? ''),
    queryFn: ({ signal }) =>
      call(placeEndpoints.locationTree, { params: { id: buildingId ?? '' }, signal }),
    enabled: Boolean(buildingId),
  });
}
