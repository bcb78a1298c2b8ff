/**
 * GET /v1/assets?building_id=… or ?location_id=…: a short list of the assets in a place. Until
 * the assets list answers (404), the place shows an empty state rather than an error.
 */
import { useQuery } from '@tanstack/react-query';
import type { TAssetListResponse } from '@mainstay/contracts';
import { assetEndpoints } from '@mainstay/contracts';
import { isApiError } from '@/lib/api-client.ts';
import { call } from '@/lib/endpoint-client.ts';
import { placesKeys } from './keys.ts';

export const PLACE_ASSETS_LIMIT = 10;

export function usePlaceAssetsQuery(filter: { building_id: string } | { location_id: string }) {
  const id = 'building_id' in filter ? filter.building_id : filter.location_id;
  return useQuery({
    queryKey: placesKeys.buildingAssets(id, filter),
    queryFn: async ({ signal }): Promise<TAssetListResponse> => {
      try {
        return await call(assetEndpoints.listAssets, {
          query: { ...filter, per_page: PLACE_ASSETS_LIMIT, sort: 'name' },
          signal,
          retry: false,
        });
      } catch (error) {
        if (isApiError(error) && error.status === 404) {
          return { data: [], total: 0, page: 1, per_page: PLACE_ASSETS_LIMIT };
        }
        throw error;
      }
    },
  });
}
