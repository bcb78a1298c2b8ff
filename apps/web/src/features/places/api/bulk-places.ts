/** POST /v1/buildings/bulk and POST /v1/locations/bulk: per-id results, refusals with reasons. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBuildingBulkRequest, TLocationBulkRequest } from '@mainstay/contracts';
import { placeEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { placesKeys } from './keys.ts';

export function useBulkBuildingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBuildingBulkRequest) => call(placeEndpoints.bulkBuildings, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: placesKeys.all }),
  });
}

export function useBulkLocationsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TLocationBulkRequest) => call(placeEndpoints.bulkLocations, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: placesKeys.all }),
  });
}
