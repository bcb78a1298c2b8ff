/**
 * POST /v1/team/teams/:id/members, DELETE /v1/team/teams/:id/members/:userId and
 * DELETE /v1/team/teams/:id.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTeam } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { teamKeys } from './keys.ts';

function useTeamMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.teams() }),
        queryClient.invalidateQueries({ queryKey: teamKeys.members() }),
      ]),
  });
}

const teamPath = (teamId: string) => `/v1/team/teams/${encodeURIComponent(teamId)}`;

export function useAddTeamMemberMutation() {
  return useTeamMutation(({ teamId, userId }: { teamId: string; userId: string }) =>
    api.post<TTeam>(`${teamPath(teamId)}/members`, { user_id: userId }),
  );
}

export function useRemoveTeamMemberMutation() {
  return useTeamMutation(({ teamId, userId }: { teamId: string; userId: string }) =>
    api.delete<TTeam>(`${teamPath(teamId)}/members/${encodeURIComponent(userId)}`),
  );
}

export function useDeleteTeamMutation() {
  return useTeamMutation((teamId: string) => api.delete<void>(teamPath(teamId)));
}
