/**
 * Where a ticket is: the buildings the caller can reach, one building's location tree (flattened
 * in order with its depth so a picker can indent it) and the assets matching a search, of one
 * building or of every building the caller may see (each with its building and location). The assets feature keeps its own copies of these look-ups; features do not share
 * internals, and the calls are small.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TLocationTreeResponse } from '@mainstay/contracts';
import { accessEndpoints, assetEndpoints, placeEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { ticketsKeys } from './keys.ts';

export interface PlaceChoice {
  id: string;
  name: string;
}

export interface LocationChoice extends PlaceChoice {
  depth: number;
}

export interface AssetChoice extends PlaceChoice {
  code: string;
  /** Where the asset stands (absent on a ticket's stored asset). */
  building?: PlaceChoice | null;
  location?: PlaceChoice | null;
}

type TreeNode = TLocationTreeResponse['data'][number];

function flatten(nodes: readonly TreeNode[], into: LocationChoice[] = []): LocationChoice[] {
  for (const node of nodes) {
    into.push({ id: node.id, name: node.name, depth: node.depth });
    flatten(node.children, into);
  }
  return into;
}

export function useBuildingChoicesQuery(enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...ticketsKeys.all, 'choices', 'buildings'],
    // The options call is open to everyone who may report a ticket, not only to those who may
    // browse the buildings pages, and it already applies the caller's building scope.
    queryFn: ({ signal }) => call(accessEndpoints.buildingOptions, { signal }),
    select: (response): PlaceChoice[] =>
      response.data.map((row) => ({ id: row.id, name: row.name })),
    staleTime: 60_000,
  });
}

export function useLocationChoicesQuery(buildingId: string | undefined) {
  return useQuery({
    queryKey: [...ticketsKeys.all, 'choices', 'locations', buildingId ?? ''],
    queryFn: ({ signal }) =>
      call(placeEndpoints.locationTree, { params: { id: buildingId ?? '' }, signal }),
    select: (response) => flatten(response.data),
    enabled: Boolean(buildingId),
    staleTime: 60_000,
  });
}

/** A page of assets whose name or code matches the search: the building's, or all the caller sees. */
export function useAssetChoicesQuery(
  buildingId: string | undefined,
  search: string,
  enabled: boolean,
  perPage = 20,
) {
  return useQuery({
    queryKey: [...ticketsKeys.all, 'choices', 'assets', buildingId ?? '', search, perPage],
    queryFn: ({ signal }) =>
      call(assetEndpoints.listAssets, {
        query: {
          per_page: perPage,
          sort: 'name',
          building_id: buildingId,
          search: search || undefined,
        },
        signal,
      }),
    select: (response): AssetChoice[] =>
      response.data.map((row) => ({
        id: row.id,
        name: row.name,
        code: row.code,
        building: row.building,
        location: row.location,
      })),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 30_000,
  });
}
