/** POST /v1/profile/email (a code goes to the new address) and /v1/profile/email/confirm. */
import { useMutation } from '@tanstack/react-query';
import type {
  TConfirmEmailChangeRequest,
  TConfirmEmailChangeResponse,
  TRequestEmailChangeRequest,
  TRequestEmailChangeResponse,
} from '@mainstay/contracts';
import { profileEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { useProfileSaved } from './profile.ts';

export function requestEmailChange(
  body: TRequestEmailChangeRequest,
): Promise<TRequestEmailChangeResponse> {
  return call(profileEndpoints.requestEmailChange, { body });
}

export function confirmEmailChange(
  body: TConfirmEmailChangeRequest,
): Promise<TConfirmEmailChangeResponse> {
  return call(profileEndpoints.confirmEmailChange, { body });
}

export function useRequestEmailChangeMutation() {
  return useMutation({ mutationFn: requestEmailChange });
}

export function useConfirmEmailChangeMutation() {
  const saved = useProfileSaved();
  return useMutation({ mutationFn: confirmEmailChange, onSuccess: () => saved() });
}
