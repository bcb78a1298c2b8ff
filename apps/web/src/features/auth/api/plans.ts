/** GET /v1/auth/plans: the plans a new organisation can choose, and which payment provider runs. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPlansResponse } from '@mainstay/contracts';
import { billingEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';

export function fetchPlans(): Promise<TPlansResponse> {
  return call(billingEndpoints.plans);
}

export const plansQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'plans'], queryFn: fetchPlans, staleTime: 10 * 60_000 });

export function usePlansQuery() {
  return useQuery(plansQueryOptions());
}
