/** POST /v1/profile/email (a code goes to the new address) and /v1/profile/email/confirm. */
import { useMutation } from '@tanstack/react-query';
import type {
  TConfirmEmailChangeRequest,
  TConfirmEmailChangeResponse,
  TRequestEmailChangeRequest,
  TRequestEmailChangeResponse,
} from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { useProfileSaved } from './profile.ts';

export function requestEmailChange(
  body: TRequestEmailChangeRequest,
): Promise<TRequestEmailChangeResponse> {
  return api.post<TRequestEmailChangeResponse>('/v1/profile/email', body);
}

export function confirmEmailChange(
  body: TConfirmEmailChangeRequest,
): Promise<TConfirmEmailChangeResponse> {
  return api.post<TConfirmEmailChangeResponse>('/v1/profile/email/confirm', body);
}

export function useRequestEmailChangeMutation() {
  return useMutation({ mutationFn: requestEmailChange });
}

export function useConfirmEmailChangeMutation() {
  const saved = useProfileSaved();
  return useMutation({ mutationFn: confirmEmailChange, onSuccess: () => saved() });
}
