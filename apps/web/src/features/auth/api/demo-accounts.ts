/**
 * GET /v1/auth/demo-accounts: the demo organisation's sign-in details, when it is seeded. Asked
 * once by the login page, which runs before the query client is loaded (app/login-shell.tsx), so
 * a plain effect rather than a query.
 */
import { useEffect, useState } from 'react';
import type { TDemoAccountsResponse } from '@mainstay/contracts';
import { callLazily } from '@/lib/call-lazily.ts';

export function fetchDemoAccounts(): Promise<TDemoAccountsResponse> {
  return callLazily(
    async () => (await import('@mainstay/contracts/auth-endpoints')).authEndpoints.demoAccounts,
    { retry: false },
  );
}

/** The demo's details once they have arrived; undefined before, and when the request fails. */
export function useDemoAccounts(): TDemoAccountsResponse | undefined {
  const [data, setData] = useState<TDemoAccountsResponse>();
  useEffect(() => {
    let current = true;
    fetchDemoAccounts().then(
      (answer) => {
        if (current) setData(answer);
      },
      // No demo to offer: the page is the same without it.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return data;
}
