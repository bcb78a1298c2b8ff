/** GET /v1/buildings/:id and GET /v1/buildings/:id/summary. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBuilding, TBuildingSummary } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { placesKeys } from './keys.ts';

export const buildingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: placesKeys.building(id),
    queryFn: ({ signal }) =>
      api.get<TBuilding>(`/v1/buildings/${encodeURIComponent(id)}`, { signal }),
  });

export function useBuildingQuery(id: string) {
  return useQuery(buildingQueryOptions(id));
}

export function useBuildingSummaryQuery(id: string) {
  return useQuery({
    queryKey: placesKeys.buildingSummary(id),
    queryFn: ({ signal }) =>
      api.get<TBuildingSummary>(`/v1/buildings/${encodeURIComponent(id)}/summary`, { signal }),
  });
}
