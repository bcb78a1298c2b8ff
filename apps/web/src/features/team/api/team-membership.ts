/**
 * POST /v1/team/teams/:id/members, DELETE /v1/team/teams/:id/members/:userId and
 * DELETE /v1/team/teams/:id.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
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

export function useAddTeamMemberMutation() {
  return useTeamMutation(({ teamId, userId }: { teamId: string; userId: string }) =>
    call(teamEndpoints.addTeamMember, { params: { id: teamId }, body: { user_id: userId } }),
  );
}

export function useRemoveTeamMemberMutation() {
  return useTeamMutation(({ teamId, userId }: { teamId: string; userId: string }) =>
    call(teamEndpoints.removeTeamMember, { params: { id: teamId, userId } }),
  );
}

export function useDeleteTeamMutation() {
  return useTeamMutation((teamId: string) =>
    call(teamEndpoints.deleteTeam, { params: { id: teamId } }),
  );
}
