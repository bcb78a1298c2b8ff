/**
 * The panels the organisation page shows as tabs. Each loads its translations on demand and
 * shows a loading state meanwhile; none needs props.
 */
import { Suspense } from 'react';
import { LoadingState } from '@/components/feedback/index.ts';
import { AuditPanelContent } from './audit-panel.tsx';
import { RolesPanelContent } from './roles-panel.tsx';
import { UsersPanelContent } from './users-panel.tsx';

export function UsersPanel() {
  return (
    <Suspense fallback={<LoadingState />}>
      <UsersPanelContent />
    </Suspense>
  );
}

export function RolesPanel() {
  return (
    <Suspense fallback={<LoadingState />}>
      <RolesPanelContent />
    </Suspense>
  );
}

export function AuditPanel() {
  return (
    <Suspense fallback={<LoadingState />}>
      <AuditPanelContent />
    </Suspense>
  );
}
