/** POST /v1/team/teams and PATCH /v1/team/teams/:id: the team dialog saves through these. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateTeamRequest, TTeam, TUpdateTeamRequest } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { teamKeys } from './keys.ts';

export function useSaveTeamMutation(teamId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateTeamRequest & TUpdateTeamRequest) =>
      teamId
        ? api.patch<TTeam>(`/v1/team/teams/${encodeURIComponent(teamId)}`, body)
        : api.post<TTeam>('/v1/team/teams', body),
    // Members show their teams, so both lists are refreshed.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.teams() }),
        queryClient.invalidateQueries({ queryKey: teamKeys.members() }),
      ]),
  });
}
