/** Route module for the blank layout of public pages. */
import { Outlet } from 'react-router';
import { BlankLayout } from '@/components/layout/blank-layout.tsx';

export function Component() {
  return (
    <BlankLayout>
      <Outlet />
    </BlankLayout>
  );
}
