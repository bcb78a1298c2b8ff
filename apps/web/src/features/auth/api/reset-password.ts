/** POST /v1/auth/reset-password: sets the new password with the e-mailed token. */
import { useMutation } from '@tanstack/react-query';
import type { TResetPasswordRequest, TResetPasswordResponse } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';

export function resetPassword(body: TResetPasswordRequest): Promise<TResetPasswordResponse> {
  return api.post<TResetPasswordResponse>('/v1/auth/reset-password', body);
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
