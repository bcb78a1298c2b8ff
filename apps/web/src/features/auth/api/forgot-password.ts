/** POST /v1/auth/forgot-password: the same answer whether or not the address has an account. */
import { useMutation } from '@tanstack/react-query';
import type { TForgotPasswordRequest, TForgotPasswordResponse } from '@mainstay/contracts';
import { registrationEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';

export function forgotPassword(body: TForgotPasswordRequest): Promise<TForgotPasswordResponse> {
  return call(registrationEndpoints.forgotPassword, { body });
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: forgotPassword });
}
