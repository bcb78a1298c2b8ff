/** POST /v1/auth/invite-team: e-mails each person a link to /auth/AcceptInvitation. */
import { useMutation } from '@tanstack/react-query';
import type { TInviteTeamRequest, TInviteTeamResponse } from '@mainstay/contracts';
import { registrationEndpoints } from '@mainstay/contracts';
import { ApiError } from '@/lib/api-client.ts';
import { call } from '@/lib/endpoint-client.ts';

export async function inviteTeam(body: TInviteTeamRequest): Promise<TInviteTeamResponse> {
  const response: TInviteTeamResponse | undefined = await call(registrationEndpoints.inviteTeam, {
    body,
  });
  if (response && response.success === false) {
    throw new ApiError({ message: response.message, status: 200, code: 'UNKNOWN' });
  }
  return response ?? { success: true, message: '', sent: body.invitations.length };
}

export function useInviteTeamMutation() {
  return useMutation({ mutationFn: inviteTeam });
}
