/**
 * Route module for pages anyone may reach (not authorised): a signed-in user sees them inside
 * the signed-in shell, so the navigation stays to go elsewhere; a visitor on the blank layout.
 */
import { Outlet } from 'react-router';
import { BlankLayout } from '@/components/layout/blank-layout.tsx';
import { useSession } from '@/lib/session.ts';
import { Component as SignedInLayout } from './default-layout.tsx';

export function Component() {
  const { loggedIn } = useSession();
  return loggedIn ? (
    <SignedInLayout />
  ) : (
    <BlankLayout>
      <Outlet />
    </BlankLayout>
  );
}
