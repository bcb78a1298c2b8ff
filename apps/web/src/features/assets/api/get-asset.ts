/** GET /v1/assets/:id: one asset with its photos, documents, meters and custom fields. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAssetDetail } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { assetsKeys } from './keys.ts';

export const assetPath = (id: string) => `/v1/assets/${encodeURIComponent(id)}`;

export const assetQueryOptions = (id: string) =>
  queryOptions({
    queryKey: assetsKeys.detail(id),
    queryFn: ({ signal }) => api.get<TAssetDetail>(assetPath(id), { signal }),
  });

export function useAssetQuery(id: string) {
  return useQuery(assetQueryOptions(id));
}
