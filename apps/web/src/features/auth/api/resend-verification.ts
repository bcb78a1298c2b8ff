/** POST /v1/auth/resend-verification: a new code, at most one per minute. */
import { useMutation } from '@tanstack/react-query';
import type { TResendVerificationRequest, TResendVerificationResponse } from '@mainstay/contracts';
import { registrationEndpoints } from '@mainstay/contracts';
import { ApiError } from '@/lib/api-client.ts';
import { call } from '@/lib/endpoint-client.ts';

/** The server allows one resend per 60 seconds; the button counts down the same. */
export const RESEND_COOLDOWN_MS = 60_000;

export interface ResendResult {
  message: string;
  /** How long before the next resend, as the server says (default 60 s). */
  retryAfterMs: number;
}

export async function resendVerification(body: TResendVerificationRequest): Promise<ResendResult> {
  const response: Partial<TResendVerificationResponse> | undefined = await call(
    registrationEndpoints.resendVerification,
    { body },
  );
  if (response?.success === false) {
    throw new ApiError({ message: response.message ?? '', status: 200, code: 'UNKNOWN' });
  }
  const seconds = response?.retry_after_seconds;
  return {
    message: response?.message ?? '',
    retryAfterMs: typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : RESEND_COOLDOWN_MS,
  };
}

export function useResendVerificationMutation() {
  return useMutation({ mutationFn: resendVerification });
}
