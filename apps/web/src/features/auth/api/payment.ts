/**
 * POST /v1/auth/payment: activates the chosen plan. Success stores the returned token as the
 * access token (spec section 4), then the profile call supplies the user, rules and branding.
 */
import { useMutation } from '@tanstack/react-query';
import type { TMeResponse, TPaymentRequest, TPaymentResponse } from '@mainstay/contracts';
import { ApiError, api } from '@/lib/api-client.ts';
import { startSession } from './login.ts';

/** What the built-in (self-hosted) provider accepts in place of a card token. */
export const BUILTIN_PAYMENT_TOKEN = 'builtin';

export async function submitPayment(body: TPaymentRequest): Promise<TPaymentResponse> {
  const response = await api.post<Partial<TPaymentResponse> | undefined>('/v1/auth/payment', body);
  if (!response?.success || !response.token) {
    throw new ApiError({
      message: response?.message ?? '',
      status: 200,
      code: 'UNKNOWN',
    });
  }
  const token = response.token;
  // The new token is not stored yet, so it is sent explicitly for this one call.
  const { user } = await api.get<TMeResponse>('/v1/auth/me', {
    headers: { Authorization: `Bearer ${token}` },
  });
  startSession({ token, user });
  return { success: true, token, message: response.message ?? '' };
}

export function usePaymentMutation() {
  return useMutation({ mutationFn: submitPayment });
}
