/** POST /v1/locations, PATCH /v1/locations/:id (also moves) and DELETE /v1/locations/:id. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateLocationRequest, TUpdateLocationRequest } from '@mainstay/contracts';
import { placeEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { placesKeys } from './keys.ts';

export function useSaveLocationMutation(locationId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateLocationRequest & TUpdateLocationRequest) =>
      locationId
        ? call(placeEndpoints.updateLocation, { params: { id: locationId }, body })
        : call(placeEndpoints.createLocation, { body }),
    onSuccess: (location) => {
      queryClient.setQueryData(placesKeys.location(location.id), location);
      // Counts and trees of buildings change too.
      return queryClient.invalidateQueries({ queryKey: placesKeys.all });
    },
  });
}

export function useDeleteLocationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(placeEndpoints.deleteLocation, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: placesKeys.all }),
  });
}
