/**
 * Pending invitations: GET /v1/invitations, POST /v1/invitations/:id/resend, DELETE
 * /v1/invitations/:id; and inviting people with POST /v1/auth/invite-team.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TInviteTeamRequest,
  TInviteTeamResponse,
  TMessageResponse,
  TPendingInvitation,
  TPendingInvitationListResponse,
} from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { accessKeys } from './keys.ts';

export const invitationsQueryOptions = () =>
  queryOptions({
    queryKey: accessKeys.invitations(),
    queryFn: () => api.get<TPendingInvitationListResponse>('/v1/invitations'),
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
    mutationFn: (body: TInviteTeamRequest) =>
      api.post<TInviteTeamResponse>('/v1/auth/invite-team', body),
    onSuccess: invalidate,
  });
}

export function useResendInvitationMutation() {
  const invalidate = useInvalidateInvitations();
  return useMutation({
    mutationFn: (id: string) => api.post<TPendingInvitation>(`/v1/invitations/${id}/resend`),
    onSuccess: invalidate,
  });
}

export function useRevokeInvitationMutation() {
  const invalidate = useInvalidateInvitations();
  return useMutation({
    mutationFn: (id: string) => api.delete<TMessageResponse>(`/v1/invitations/${id}`),
    onSuccess: invalidate,
  });
}
