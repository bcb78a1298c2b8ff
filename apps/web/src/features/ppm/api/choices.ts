/**
 * The asset categories a schedule can cover (the assets feature keeps its own copy of this
 * look-up; features do not share internals, and the call is small).
 */
import { useQuery } from '@tanstack/react-query';
import { assetEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { ppmKeys } from './keys.ts';

export function useAssetCategoryChoicesQuery() {
  return useQuery({
    queryKey: [...ppmKeys.all, 'choices', 'asset-categories'],
    queryFn: ({ signal }) => call(assetEndpoints.listAssetCategories, { signal }),
    select: (response) => response.data.map(({ id, name }) => ({ id, name })),
    staleTime: 60_000,
  });
}
