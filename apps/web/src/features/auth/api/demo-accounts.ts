/** GET /v1/auth/demo-accounts: the demo organisation's sign-in details, when it is seeded. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDemoAccountsResponse } from '@mainstay/contracts';
import { callLazily } from '@/lib/endpoint-client.ts';

export function fetchDemoAccounts(): Promise<TDemoAccountsResponse> {
  return callLazily(
    async () => (await import('@mainstay/contracts/auth-endpoints')).authEndpoints.demoAccounts,
    { retry: false },
  );
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
