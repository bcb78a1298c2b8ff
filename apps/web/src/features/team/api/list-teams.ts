/** GET /v1/team/teams: every team with its lead and members. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { teamKeys } from './keys.ts';

export const teamsQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.teams(),
    queryFn: ({ signal }) => call(teamEndpoints.listTeams, { signal }),
  });

export function useTeamsQuery(enabled = true) {
  return useQuery({ ...teamsQueryOptions(), enabled });
}
