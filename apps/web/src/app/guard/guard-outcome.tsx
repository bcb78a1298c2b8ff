/** What the guard decided, rendered: the matched routes, or the storage writes and a redirect. */
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { applyStorageWrites, type GuardResult, type StorageWrites } from './resolve-guard.ts';

function GuardRedirect({ to, store }: { to: string; store?: StorageWrites }) {
  const navigate = useNavigate();
  useEffect(() => {
    applyStorageWrites(store);
    void navigate(to, { replace: true });
  }, [navigate, to, store]);
  return null;
}

export function GuardOutcome({ decision }: { decision: GuardResult }) {
  if (decision.type === 'redirect')
    return <GuardRedirect to={decision.to} store={decision.store} />;
  return <Outlet />;
}
