/** POST /v1/team/teams and PATCH /v1/team/teams/:id: the team dialog saves through these. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateTeamRequest, TUpdateTeamRequest } from '@mainstay/contracts';
import { teamEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { teamKeys } from './keys.ts';

export function useSaveTeamMutation(teamId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateTeamRequest & TUpdateTeamRequest) =>
      teamId
        ? call(teamEndpoints.updateTeam, { params: { id: teamId }, body })
        : call(teamEndpoints.createTeam, { body }),
    // Members show their teams, so both lists are refreshed.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.teams() }),
        queryClient.invalidateQueries({ queryKey: teamKeys.members() }),
      ]),
  });
}
