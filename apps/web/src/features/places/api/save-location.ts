/** POST /v1/locations, PATCH /v1/locations/:id (also moves) and DELETE /v1/locations/:id. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateLocationRequest,
  TLocation,
  TUpdateLocationRequest,
} from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { placesKeys } from './keys.ts';

export function useSaveLocationMutation(locationId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateLocationRequest | TUpdateLocationRequest) =>
      locationId
        ? api.patch<TLocation>(`/v1/locations/${encodeURIComponent(locationId)}`, body)
        : api.post<TLocation>('/v1/locations', body),
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
    mutationFn: (id: string) => api.delete<void>(`/v1/locations/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: placesKeys.all }),
  });
}
