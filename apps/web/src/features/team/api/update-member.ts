/** PATCH /v1/team/members/:id: phone, job title and skills. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateTeamMemberRequest } from '@mainstay/contracts';
import { teamEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { teamKeys } from './keys.ts';

export function useUpdateMemberMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateTeamMemberRequest) =>
      call(teamEndpoints.updateMember, { params: { id }, body }),
    onSuccess: (member) => {
      queryClient.setQueryData(teamKeys.member(id), member);
      return queryClient.invalidateQueries({ queryKey: teamKeys.members() });
    },
  });
}
