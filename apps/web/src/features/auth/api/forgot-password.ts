/** POST /v1/auth/forgot-password: the same answer whether or not the address has an account. */
import { useMutation } from '@tanstack/react-query';
import type { TForgotPasswordRequest, TForgotPasswordResponse } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';

export function forgotPassword(body: TForgotPasswordRequest): Promise<TForgotPasswordResponse> {
  return api.post<TForgotPasswordResponse>('/v1/auth/forgot-password', body);
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: forgotPassword });
}
