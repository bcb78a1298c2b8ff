/** GET /v1/assets/:id: one asset with its photos, documents, meters and custom fields. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { assetsKeys } from './keys.ts';

export const assetQueryOptions = (id: string) =>
  queryOptions({
    queryKey: assetsKeys.detail(id),
    queryFn: ({ signal }) => call(assetEndpoints.getAsset, { params: { id }, signal }),
  });

export function useAssetQuery(id: string) {
  return useQuery(assetQueryOptions(id));
}
