/**
 * Pending invitations: GET /v1/invitations, POST /v1/invitations/:id/resend, DELETE
 * /v1/invitations/:id; and inviting people with POST /v1/auth/invite-team.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TInviteTeamRequest } from '@mainstay/contracts';
import { accessEndpoints, registrationEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { accessKeys } from './keys.ts';

export const invitationsQueryOptions = () =>
  queryOptions({
    queryKey: accessKeys.invitations(),
    queryFn: () => call(accessEndpoints.listInvitations),
  });

export function useInvitationsQuery(enabled = true) {
  return useQuery({ ...invitationsQueryOptions(), enabled });
}

function useInvalidateInvitations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accessKeys.all });
}

export function useInviteUsersMutation() {
  const invalidate = useInvalidateInvitations();
  return useMutation({
    mutationFn: (body: TInviteTeamRequest) => call(registrationEndpoints.inviteTeam, { body }),
    onSuccess: invalidate,
  });
}

export function useResendInvitationMutation() {
  const invalidate = useInvalidateInvitations();
  return useMutation({
    mutationFn: (id: string) => call(accessEndpoints.resendInvitation, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useRevokeInvitationMutation() {
  const invalidate = useInvalidateInvitations();
  return useMutation({
    mutationFn: (id: string) => call(accessEndpoints.deleteInvitation, { params: { id } }),
    onSuccess: invalidate,
  });
}
