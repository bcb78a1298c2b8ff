/** GET /v1/assets: a page of assets with the names they refer to. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { assetEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { assetsKeys } from './keys.ts';

export const assetsQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: assetsKeys.list(query),
    queryFn: ({ signal }) => call(assetEndpoints.listAssets, { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useAssetsQuery(query: Record<string, string>, enabled = true) {
  return useQuery({ ...assetsQueryOptions(query), enabled });
}
