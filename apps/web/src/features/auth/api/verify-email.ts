/** POST /v1/auth/verify-email: checks the 6-digit code; `success: false` counts as a failure. */
import { useMutation } from '@tanstack/react-query';
import type { TVerifyEmailRequest, TVerifyEmailResponse } from '@mainstay/contracts';
import { registrationEndpoints } from '@mainstay/contracts';
import { ApiError } from '@/lib/api-client.ts';
import { call } from '@/lib/endpoint-client.ts';

export async function verifyEmail(body: TVerifyEmailRequest): Promise<TVerifyEmailResponse> {
  const response: TVerifyEmailResponse | undefined = await call(registrationEndpoints.verifyEmail, {
    body,
  });
  if (!response?.success) {
    throw new ApiError({ message: response?.message ?? '', status: 200, code: 'UNKNOWN' });
  }
  return response;
}

export function useVerifyEmailMutation() {
  return useMutation({ mutationFn: verifyEmail });
}
