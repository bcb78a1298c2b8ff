/**
 * POST /v1/assets, PATCH /v1/assets/:id, archive/unarchive, DELETE and POST /v1/assets/bulk.
 * Every change refreshes the lists; a saved asset also replaces its cached detail.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TAssetBulkInput,
  TAssetBulkResponse,
  TAssetDetail,
  TCreateAssetInput,
} from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { assetPath } from './get-asset.ts';
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
    mutationFn: (body: Partial<TCreateAssetInput>) =>
      assetId
        ? api.patch<TAssetDetail>(assetPath(assetId), body)
        : api.post<TAssetDetail>('/v1/assets', body),
    onSuccess,
  });
}

export function useArchiveAssetMutation(assetId: string) {
  const onSuccess = useOnAssetSaved();
  return useMutation({
    mutationFn: (archived: boolean) =>
      api.post<TAssetDetail>(`${assetPath(assetId)}/${archived ? 'archive' : 'unarchive'}`),
    onSuccess,
  });
}

export function useDeleteAssetMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(assetPath(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKeys.all }),
  });
}

export function useBulkAssetsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAssetBulkInput) => api.post<TAssetBulkResponse>('/v1/assets/bulk', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assetsKeys.all }),
  });
}
