/**
 * POST /v1/assets, PATCH /v1/assets/:id, archive/unarchive, DELETE and POST /v1/assets/bulk.
 * Every change refreshes the lists; a saved asset also replaces its cached detail.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAssetBulkInput, TAssetDetail, TCreateAssetInput } from '@mainstay/contracts';
import { assetEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { assetsKeys } from './keys.ts';

function useOnAssetSaved() {
  const queryClient = useQueryClient();
  return (asset: TAssetDetail) => {
    queryClient.setQueryData(assetsKeys.detail(asset.id), asset);
    return queryClient.invalidateQueries({ queryKey: assetsKeys.lists() });
  };
}

export function useSaveAssetMutation(assetId: string | null) {
  const onSuccess = useOnAssetSaved();
  return useMutation({
    mutationFn: (body: TCreateAssetInput) =>
      assetId
        ? call(assetEndpoints.updateAsset, { params: { id: assetId }, body })
        : call(assetEndpoints.createAsset, { body }),
    onSuccess,
  });
}

export function useArchiveAssetMutation(assetId: string) {
  const onSuccess = useOnAssetSaved();
  return useMutation({
    mutationFn: (archived: boolean) =>
      call(archived ? assetEndpoints.archiveAsset : assetEndpoints.unarchiveAsset, {
        params: { id: assetId },
      }),
    onSuccess,
  });
}

export function useDeleteAssetMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(assetEndpoints.deleteAsset, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKeys.all }),
  });
}

export function useBulkAssetsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAssetBulkInput) => call(assetEndpoints.bulkAssets, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assetsKeys.all }),
  });
}
