/** POST /v1/auth/reset-password: sets the new password with the e-mailed token. */
import { useMutation } from '@tanstack/react-query';
import type { TResetPasswordRequest, TResetPasswordResponse } from '@mainstay/contracts';
import { registrationEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';

export function resetPassword(body: TResetPasswordRequest): Promise<TResetPasswordResponse> {
  return call(registrationEndpoints.resetPassword, { body });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
