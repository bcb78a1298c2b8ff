/** GET /v1/locations/:id and GET /v1/buildings/:id/locations/tree. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLocation, TLocationTreeResponse } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { placesKeys } from './keys.ts';

export const locationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: placesKeys.location(id),
    queryFn: ({ signal }) =>
      api.get<TLocation>(`/v1/locations/${encodeURIComponent(id)}`, { signal }),
  });

export function useLocationQuery(id: string) {
  return useQuery(locationQueryOptions(id));
}

/** The building's whole tree; disabled until a building is chosen. */
export function useLocationTreeQuery(buildingId: string | null | undefined) {
  return useQuery({
    queryKey: placesKeys.tree(buildingId ?? ''),
    queryFn: ({ signal }) =>
      api.get<TLocationTreeResponse>(
        `/v1/buildings/${encodeURIComponent(buildingId ?? '')}/locations/tree`,
        { signal },
      ),
    enabled: Boolean(buildingId),
  });
}
