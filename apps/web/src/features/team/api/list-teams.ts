/** GET /v1/team/teams: every team with its lead and members. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTeamListResponse } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { teamKeys } from './keys.ts';

export const teamsQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.teams(),
    queryFn: ({ signal }) => api.get<TTeamListResponse>('/v1/team/teams', { signal }),
  });

export function useTeamsQuery(enabled = true) {
  return useQuery({ ...teamsQueryOptions(), enabled });
}
