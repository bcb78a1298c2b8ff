/** POST /v1/buildings/bulk and POST /v1/locations/bulk: per-id results, refusals with reasons. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TBuildingBulkRequest,
  TLocationBulkRequest,
  TPlaceBulkResponse,
} from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { placesKeys } from './keys.ts';

export function useBulkBuildingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBuildingBulkRequest) =>
      api.post<TPlaceBulkResponse>('/v1/buildings/bulk', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: placesKeys.all }),
  });
}

export function useBulkLocationsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TLocationBulkRequest) =>
      api.post<TPlaceBulkResponse>('/v1/locations/bulk', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: placesKeys.all }),
  });
}
