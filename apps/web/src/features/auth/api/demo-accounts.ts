/** GET /v1/auth/demo-accounts: the demo organisation's sign-in details, when it is seeded. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDemoAccountsResponse } from '@mainstay/contracts';
import { authEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';

export function fetchDemoAccounts(): Promise<TDemoAccountsResponse> {
  return call(authEndpoints.demoAccounts, { retry: false });
}

export const demoAccountsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'demo-accounts'],
    queryFn: fetchDemoAccounts,
    staleTime: Infinity,
  });

export function useDemoAccountsQuery() {
  return useQuery(demoAccountsQueryOptions());
}
