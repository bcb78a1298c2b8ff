/**
 * Route module for the signed-in shell (its own chunk, so the login page does not load it):
 * the layout with the user's menu, and the background refresh of the signed-in user.
 */
import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { DefaultLayout } from '@/components/layout/default-layout.tsx';
import { UserMenu, useMeQuery } from '@/features/auth';
import { NotificationsBell } from '@/features/notifications';
import { useSession } from '@/lib/session.ts';

export function Component() {
  const { loggedIn } = useSession();
  useMeQuery(loggedIn);
  return (
    <DefaultLayout
      navbarEnd={
        <>
          <NotificationsBell />
          {/* Holds the avatar's place while the menu's code arrives. */}
          <Suspense fallback={<Box sx={{ width: 42, height: 42 }} />}>
            <UserMenu />
          </Suspense>
        </>
      }
    />
  );
}
