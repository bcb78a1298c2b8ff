/**
 * Buildings and locations to choose from in the asset filters and form: the buildings the caller
 * can reach (GET /v1/buildings, largest page) and one building's location tree, flattened in
 * order with its depth so a picker can indent it.
 */
import { useQuery } from '@tanstack/react-query';
import type { TLocationTreeResponse } from '@mainstay/contracts';
import { placeEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { assetsKeys } from './keys.ts';

export interface LocationChoice {
  id: string;
  name: string;
  depth: number;
}

type TreeNode = TLocationTreeResponse['data'][number];

function flatten(nodes: readonly TreeNode[], into: LocationChoice[] = []): LocationChoice[] {
  for (const node of nodes) {
    into.push({ id: node.id, name: node.name, depth: node.depth });
    flatten(node.children, into);
  }
  return into;
}

export function useBuildingChoicesQuery() {
  return useQuery({
    queryKey: assetsKeys.buildings(),
    queryFn: ({ signal }) =>
      call(placeEndpoints.listBuildings, {
        query: { per_page: 100, sort: 'name' },
        signal,
      }),
    select: (response) => response.data.map((row) => ({ id: row.id, name: row.name })),
    staleTime: 60_000,
  });
}

export function useLocationChoicesQuery(buildingId: string | undefined) {
  return useQuery({
    queryKey: assetsKeys.locations(buildingId ?? ''),
    queryFn: ({ signal }) =>
      call(placeEndpoints.locationTree, { params: { id: buildingId ?? '' }, signal }),
    select: (response) => flatten(response.data),
    enabled: Boolean(buildingId),
    staleTime: 60_000,
  });
}
