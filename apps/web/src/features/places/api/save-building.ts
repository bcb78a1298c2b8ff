/**
 * POST /v1/buildings, PATCH /v1/buildings/:id, archive/unarchive, DELETE, and the photo
 * (PUT/DELETE /v1/buildings/:id/photo).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TBuilding,
  TCreateBuildingRequest,
  TUpdateBuildingRequest,
} from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { placesKeys } from './keys.ts';

const buildingPath = (id: string) => `/v1/buildings/${encodeURIComponent(id)}`;

function useOnBuildingSaved() {
  const queryClient = useQueryClient();
  return (building: TBuilding) => {
    queryClient.setQueryData(placesKeys.building(building.id), building);
    return queryClient.invalidateQueries({ queryKey: placesKeys.buildings() });
  };
}

export function useSaveBuildingMutation(buildingId: string | null) {
  const onSuccess = useOnBuildingSaved();
  return useMutation({
    mutationFn: (body: TCreateBuildingRequest & TUpdateBuildingRequest) =>
      buildingId
        ? api.patch<TBuilding>(buildingPath(buildingId), body)
        : api.post<TBuilding>('/v1/buildings', body),
    onSuccess,
  });
}

export function useArchiveBuildingMutation(buildingId: string) {
  const onSuccess = useOnBuildingSaved();
  return useMutation({
    mutationFn: (archived: boolean) =>
      api.post<TBuilding>(`${buildingPath(buildingId)}/${archived ? 'archive' : 'unarchive'}`),
    onSuccess,
  });
}

export function useDeleteBuildingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(buildingPath(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: placesKeys.all }),
  });
}

export function useBuildingPhotoMutation(buildingId: string) {
  const onSuccess = useOnBuildingSaved();
  return useMutation({
    mutationFn: (file: File | null) => {
      if (!file) return api.delete<TBuilding>(`${buildingPath(buildingId)}/photo`);
      const body = new FormData();
      body.append('file', file);
      return api.put<TBuilding>(`${buildingPath(buildingId)}/photo`, body);
    },
    onSuccess,
  });
}
