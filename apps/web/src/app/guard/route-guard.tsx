/**
 * Runs the guard on every navigation and whenever the session or the rules change: renders the
 * matched routes, or applies the guard's storage writes and redirects. Signed-in pages are
 * guarded with the ability (permission-guard.tsx, loaded with them); public pages and visitors
 * need no ability.
 */
import { lazy } from 'react';
import { useLocation } from 'react-router';
import { useRouteMeta } from '@/lib/route-meta.ts';
import { isLoggedIn, useSession } from '@/lib/session.ts';
import { GuardOutcome } from './guard-outcome.tsx';
import { resolveGuard, type GuardMeta } from './resolve-guard.ts';

const loadPermissionGuard = () => import('./permission-guard.tsx');
const PermissionGuard = lazy(loadPermissionGuard);
// Opening the app signed in: fetch it alongside the first page rather than after it.
if (isLoggedIn()) void loadPermissionGuard();

export function RouteGuard() {
  const { pathname, search } = useLocation();
  const meta = useRouteMeta() as GuardMeta;
  const { loggedIn } = useSession();
  const input = { pathname, search, meta, loggedIn };
  if (loggedIn && !meta.public && !meta.unauthenticatedOnly) {
    return <PermissionGuard input={input} />;
  }
  return <GuardOutcome decision={resolveGuard(input)} />;
}
