/**
 * The choices of the list's filters: the buildings the caller can reach, the assets (of the
 * chosen building, or the first hundred by name) and the people of the organisation. The
 * tickets feature has its own copies; features do not share internals, and the calls are small.
 */
import { useQuery } from '@tanstack/react-query';
import { accessEndpoints, assetEndpoints, teamEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { formsKeys } from './keys.ts';

export interface Choice {
  id: string;
  name: string;
}

export function useBuildingChoicesQuery() {
  return useQuery({
    queryKey: formsKeys.choices('buildings'),
    queryFn: ({ signal }) => call(accessEndpoints.buildingOptions, { signal }),
    select: (response): Choice[] => response.data.map(({ id, name }) => ({ id, name })),
    staleTime: 60_000,
  });
}

export function useAssetChoicesQuery(buildingId: string | undefined) {
  return useQuery({
    queryKey: formsKeys.choices('assets', buildingId ?? ''),
    queryFn: ({ signal }) =>
      call(assetEndpoints.listAssets, {
        query: { per_page: 100, sort: 'name', building_id: buildingId },
        signal,
      }),
    select: (response): Choice[] =>
      response.data.map((row) => ({ id: row.id, name: `${row.name} (${row.code})` })),
    staleTime: 30_000,
  });
}

export function usePeopleChoicesQuery(enabled: boolean) {
  return useQuery({
    queryKey: formsKeys.choices('people'),
    queryFn: ({ signal }) => call(teamEndpoints.listMembers, { query: { per_page: 100 }, signal }),
    select: (response): Choice[] => response.data.map(({ id, name }) => ({ id, name })),
    enabled,
    staleTime: 60_000,
  });
}
