/** POST /v1/auth/accept-invitation: creates the invitee's account and signs them in. */
import { useMutation } from '@tanstack/react-query';
import type { TAcceptInvitationRequest, TAcceptInvitationResponse } from '@mainstay/contracts';
import { registrationEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { startSession } from './login.ts';

export function acceptInvitation(
  body: TAcceptInvitationRequest,
): Promise<TAcceptInvitationResponse> {
  return call(registrationEndpoints.acceptInvitation, { body });
}

export function useAcceptInvitationMutation() {
  return useMutation({ mutationFn: acceptInvitation, onSuccess: startSession });
}
