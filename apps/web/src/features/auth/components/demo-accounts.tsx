/**
 * The demo organisation's sign-in details on the login page. The list is asked for with a tiny
 * request; the panel's code is fetched only when the server says the demo is seeded.
 */
import { lazy, Suspense } from 'react';
import { useDemoAccounts } from '../api/demo-accounts.ts';

const DemoAccountsPanel = lazy(() => import('./demo-accounts-panel.tsx'));

export interface DemoAccountsProps {
  /** Fills the sign-in form with one demo account. */
  onUse: (credentials: { email: string; password: string }) => void;
}

export function DemoAccounts({ onUse }: DemoAccountsProps) {
  const data = useDemoAccounts();
  if (!data?.enabled || data.accounts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <DemoAccountsPanel accounts={data.accounts} password={data.password ?? ''} onUse={onUse} />
    </Suspense>
  );
}
