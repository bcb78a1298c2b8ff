/**
 * GET /v1/billing and the subscription changes (PUT /v1/billing/payment-method,
 * POST /v1/billing/change-plan, /cancel, /resume). Each change answers with the whole billing
 * state, which replaces the cached one.
 */
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  TBillingResponse,
  TChangePlanRequest,
  TUpdatePaymentMethodRequest,
} from '@mainstay/contracts';
import { billingEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';

export const BILLING_QUERY_KEY = ['organisation', 'billing'] as const;

export function fetchBilling(): Promise<TBillingResponse> {
  return call(billingEndpoints.getBilling);
}

export const billingQueryOptions = () =>
  queryOptions({ queryKey: BILLING_QUERY_KEY, queryFn: fetchBilling });

export function useBillingQuery() {
  return useQuery(billingQueryOptions());
}

function storeBilling(queryClient: QueryClient) {
  return (billing: TBillingResponse) => queryClient.setQueryData(BILLING_QUERY_KEY, billing);
}

export function useUpdatePaymentMethodMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdatePaymentMethodRequest) =>
      call(billingEndpoints.setPaymentMethod, { body }),
    onSuccess: storeBilling(queryClient),
  });
}

export function useChangePlanMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TChangePlanRequest) => call(billingEndpoints.changePlan, { body }),
    onSuccess: storeBilling(queryClient),
  });
}

export function useCancelSubscriptionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(billingEndpoints.cancelSubscription),
    onSuccess: storeBilling(queryClient),
  });
}

export function useResumeSubscriptionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(billingEndpoints.resumeSubscription),
    onSuccess: storeBilling(queryClient),
  });
}
