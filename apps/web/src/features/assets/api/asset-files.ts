/** Photos and documents of an asset: upload (multipart) and remove. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAssetFile } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { assetPath } from './get-asset.ts';
import { assetsKeys } from './keys.ts';

export function useUploadAssetFileMutation(assetId: string, kind: 'photo' | 'document') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, title }: { file: File; title?: string }) => {
      const body = new FormData();
      if (title) body.append('title', title);
      body.append('file', file);
      return api.post<TAssetFile>(`${assetPath(assetId)}/${kind}s`, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKeys.all }),
  });
}

export function useRemoveAssetFileMutation(assetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) =>
      api.delete<void>(`${assetPath(assetId)}/files/${encodeURIComponent(fileId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKeys.all }),
  });
}
