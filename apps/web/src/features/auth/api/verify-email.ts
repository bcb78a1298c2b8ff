/** POST /v1/auth/verify-email: checks the 6-digit code; `success: false` counts as a failure. */
import { useMutation } from '@tanstack/react-query';
import type { TVerifyEmailRequest, TVerifyEmailResponse } from '@mainstay/contracts';
import { ApiError, api } from '@/lib/api-client.ts';

export async function verifyEmail(body: TVerifyEmailRequest): Promise<TVerifyEmailResponse> {
  const response = await api.post<TVerifyEmailResponse | undefined>('/v1/auth/verify-email', body);
  if (!response?.success) {
    throw new ApiError({ message: response?.message ?? '', status: 200, code: 'UNKNOWN' });
  }
  return response;
}

export function useVerifyEmailMutation() {
  return useMutation({ mutationFn: verifyEmail });
}
