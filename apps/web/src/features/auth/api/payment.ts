/**
 * POST /v1/auth/payment: activates the chosen plan. Success returns the new access token (spec
 * section 4) and the user from the profile call (rules and branding); the caller starts the
 * session once the wizard has moved on, so the sign-up page never sees a signed-in user
 * still on the payment step (which would send them to the dashboards before inviting a team).
 */
import { useMutation } from '@tanstack/react-query';
import type { TMeResponse, TPaymentRequest, TPaymentResponse } from '@mainstay/contracts';
import { authEndpoints, billingEndpoints } from '@mainstay/contracts';
import { ApiError } from '@/lib/api-client.ts';
import { call } from '@/lib/endpoint-client.ts';

/** What the built-in (self-hosted) provider accepts in place of a card token. */
export const BUILTIN_PAYMENT_TOKEN = 'builtin';

export type PaymentResult = TPaymentResponse & { token: string; user: TMeResponse['user'] };

export async function submitPayment(body: TPaymentRequest): Promise<PaymentResult> {
  const response: Partial<TPaymentResponse> | undefined = await call(billingEndpoints.payment, {
    body,
  });
  if (!response?.success || !response.token) {
    throw new ApiError({
      message: response?.message ?? '',
      status: 200,
      code: 'UNKNOWN',
    });
  }
  const token = response.token;
  // The new token is not stored yet, so it is sent explicitly for this one call.
  const { user } = await call(authEndpoints.me, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return { success: true, token, user, message: response.message ?? '' };
}

export function usePaymentMutation() {
  return useMutation({ mutationFn: submitPayment });
}
