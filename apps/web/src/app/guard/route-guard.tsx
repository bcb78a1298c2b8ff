/**
 * Runs the guard on every navigation and whenever the session or the rules change: renders the
 * matched routes, or applies the guard's storage writes and redirects.
 */
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAbility } from '@/lib/ability.ts';
import { useRouteMeta } from '@/lib/route-meta.ts';
import { useSession } from '@/lib/session.ts';
import {
  applyStorageWrites,
  resolveGuard,
  type GuardMeta,
  type StorageWrites,
} from './resolve-guard.ts';

function GuardRedirect({ to, store }: { to: string; store?: StorageWrites }) {
  const navigate = useNavigate();
  useEffect(() => {
    applyStorageWrites(store);
    void navigate(to, { replace: true });
  }, [navigate, to, store]);
  return null;
}

export function RouteGuard() {
  const { pathname, search } = useLocation();
  const meta = useRouteMeta() as GuardMeta;
  const { loggedIn } = useSession();
  const ability = useAbility();
  const decision = resolveGuard({ pathname, search, meta, loggedIn, ability });
  if (decision.type === 'redirect')
    return <GuardRedirect to={decision.to} store={decision.store} />;
  return <Outlet />;
}
