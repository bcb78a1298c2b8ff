/** GET /v1/buildings/:id and GET /v1/buildings/:id/summary. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { placeEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { placesKeys } from './keys.ts';

export const buildingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: placesKeys.building(id),
    queryFn: ({ signal }) => call(placeEndpoints.getBuilding, { params: { id }, signal }),
  });

export function useBuildingQuery(id: string) {
  return useQuery(buildingQueryOptions(id));
}

export function useBuildingSummaryQuery(id: string) {
  return useQuery({
    queryKey: placesKeys.buildingSummary(id),
    queryFn: ({ signal }) => call(placeEndpoints.buildingSummary, { params: { id }, signal }),
  });
}
