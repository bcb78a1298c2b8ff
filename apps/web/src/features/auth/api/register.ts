/**
 * POST /v1/auth/register: creates the unverified account and e-mails a code. A response lacking
 * either `verification_sent` or `user_id` counts as a failure (spec section 8), and so does one
 * without the sign-up secret, which every following step must send.
 */
import { useMutation } from '@tanstack/react-query';
import type { TRegisterRequest, TRegisterResponse } from '@mainstay/contracts';
import { registrationEndpoints } from '@mainstay/contracts';
import { ApiError } from '@/lib/api-client.ts';
import { call } from '@/lib/endpoint-client.ts';

/** Spec section 4: a short pause follows registration before the next step. */
export const REGISTRATION_PAUSE_MS = 100;

export interface RegisterResult {
  userId: string;
  secret: string;
  message: string;
}

export async function register(body: TRegisterRequest): Promise<RegisterResult> {
  const response: Partial<TRegisterResponse> | undefined = await call(
    registrationEndpoints.register,
    { body },
  );
  if (!response?.verification_sent || !response.user_id || !response.sign_up_secret) {
    throw new ApiError({ message: '', status: 200, code: 'UNKNOWN' });
  }
  return {
    userId: String(response.user_id),
    secret: response.sign_up_secret,
    message: response.message ?? '',
  };
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
