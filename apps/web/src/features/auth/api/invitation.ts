/** GET /v1/auth/invitations/:token: who invited whom, to which organisation, with which role. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInvitationDetailsResponse } from '@mainstay/contracts';
import { registrationEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';

export function fetchInvitation(token: string): Promise<TInvitationDetailsResponse> {
  return call(registrationEndpoints.invitation, {
    params: { token },
    // An invalid or expired invitation is an answer, not a hiccup: do not retry it.
    retry: false,
  });
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'invitation', token],
    queryFn: () => fetchInvitation(token),
    staleTime: Infinity,
  });

export function useInvitationQuery(token: string) {
  return useQuery({ ...invitationQueryOptions(token), enabled: token !== '' });
}
