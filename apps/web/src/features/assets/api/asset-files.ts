/** Photos and documents of an asset: upload (multipart) and remove. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assetEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { assetsKeys } from './keys.ts';

export function useUploadAssetFileMutation(assetId: string, kind: 'photo' | 'document') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, title }: { file: File; title?: string }) => {
      const body = new FormData();
      if (title) body.append('title', title);
      body.append('file', file);
      const endpoint =
        kind === 'photo' ? assetEndpoints.uploadAssetPhoto : assetEndpoints.uploadAssetDocument;
      return call(endpoint, { params: { id: assetId }, body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKeys.all }),
  });
}

export function useRemoveAssetFileMutation(assetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) =>
      call(assetEndpoints.deleteAssetFile, { params: { id: assetId, fileId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKeys.all }),
  });
}
