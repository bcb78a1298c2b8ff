/** POST /v1/contractors/:id/invite: e-mails a person an invitation to join the company. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TInviteContractorUserRequest,
  TInviteContractorUserResponse,
} from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { teamKeys } from './keys.ts';

export function useInviteContractorUserMutation(contractorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TInviteContractorUserRequest) =>
      api.post<TInviteContractorUserResponse>(
        `/v1/contractors/${encodeURIComponent(contractorId)}/invite`,
        body,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.contractor(contractorId) }),
  });
}
