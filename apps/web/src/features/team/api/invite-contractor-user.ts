/** POST /v1/contractors/:id/invite: e-mails a person an invitation to join the company. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TInviteContractorUserRequest } from '@mainstay/contracts';
import { contractorEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { teamKeys } from './keys.ts';

export function useInviteContractorUserMutation(contractorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TInviteContractorUserRequest) =>
      call(contractorEndpoints.inviteContractorUser, { params: { id: contractorId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.contractor(contractorId) }),
  });
}
