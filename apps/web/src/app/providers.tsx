/**
 * Everything the app needs around the router: server-state cache, settings, theme (with the
 * language's direction), error and loading boundaries, and notifications. The ability needs no
 * provider: its context defaults to the app's one ability (lib/ability.ts), which loads with
 * the signed-in pages.
 * i18n is initialised before the first render (see main.tsx), so strings are there at once.
 */
import { Suspense, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { LoadingState } from '@/components/feedback/index.ts';
import { NotificationsHost } from '@/lib/notifications.tsx';
import { queryClient } from '@/lib/query-client.ts';
import { SettingsProvider } from '@/lib/settings/settings-context.tsx';
import { AppThemeProvider } from '@/lib/theme/app-theme-provider.tsx';
import { RootErrorBoundary } from './errors/root-error-boundary.tsx';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsProvider>
        <AppThemeProvider>
          <RootErrorBoundary>
            <Suspense fallback={<LoadingState />}>{children}</Suspense>
          </RootErrorBoundary>
          <NotificationsHost />
        </AppThemeProvider>
      </SettingsProvider>
    </QueryClientProvider>
  );
}
