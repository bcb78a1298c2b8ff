/** PATCH /v1/team/members/:id: phone, job title and skills. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTeamMemberDetail, TUpdateTeamMemberRequest } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { teamKeys } from './keys.ts';

export function useUpdateMemberMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateTeamMemberRequest) =>
      api.patch<TTeamMemberDetail>(`/v1/team/members/${encodeURIComponent(id)}`, body),
    onSuccess: (member) => {
      queryClient.setQueryData(teamKeys.member(id), member);
      return queryClient.invalidateQueries({ queryKey: teamKeys.members() });
    },
  });
}
