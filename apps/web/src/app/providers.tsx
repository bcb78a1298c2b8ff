/**
 * Everything the app needs around the router: server-state cache, settings, theme (with the
 * language's direction), the ability, error and loading boundaries, and notifications.
 * i18n is initialised before the first render (see main.tsx), so strings are there at once.
 */
import { Suspense, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { LoadingState } from '@/components/feedback/index.ts';
import { ability, AbilityContext } from '@/lib/ability.ts';
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
          <AbilityContext value={ability}>
            <RootErrorBoundary>
              <Suspense fallback={<LoadingState />}>{children}</Suspense>
            </RootErrorBoundary>
            <NotificationsHost />
          </AbilityContext>
        </AppThemeProvider>
      </SettingsProvider>
    </QueryClientProvider>
  );
}
