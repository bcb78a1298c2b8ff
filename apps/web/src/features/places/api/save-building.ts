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
import { placeEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { placesKeys } from './keys.ts';

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
        ? call(placeEndpoints.updateBuilding, { params: { id: buildingId }, body })
        : call(placeEndpoints.createBuilding, { body }),
    onSuccess,
  });
}

export function useArchiveBuildingMutation(buildingId: string) {
  const onSuccess = useOnBuildingSaved();
  return useMutation({
    mutationFn: (archived: boolean) =>
      call(archived ? placeEndpoints.archiveBuilding : placeEndpoints.unarchiveBuilding, {
        params: { id: buildingId },
      }),
    onSuccess,
  });
}

export function useDeleteBuildingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(placeEndpoints.deleteBuilding, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: placesKeys.all }),
  });
}

export function useBuildingPhotoMutation(buildingId: string) {
  const onSuccess = useOnBuildingSaved();
  return useMutation({
    mutationFn: (file: File | null) => {
      if (!file) {
        return call(placeEndpoints.deleteBuildingPhoto, { params: { id: buildingId } });
      }
      const body = new FormData();
      body.append('file', file);
      return call(placeEndpoints.setBuildingPhoto, { params: { id: buildingId }, body });
    },
    onSuccess,
  });
}
