/**
 * What every page is shown in: settings, theme (with the language's direction), and the error
 * and loading boundaries. The sign-in shell (login-shell.tsx) and the app (app.tsx) both render
 * inside these, so handing over from one to the other keeps them mounted. The server-state
 * cache, the router and the notifications (the sign-in page sends none) come with the app. The ability needs no provider: its
 * context defaults to the app's one ability (lib/ability.ts), which loads with the signed-in
 * pages. i18n is initialised before the first render (see main.tsx), so strings are there at once.
 */
import { Suspense, type ReactNode } from 'react';
import { LoadingState } from '@/components/feedback/loading-state.tsx';
import { SettingsProvider } from '@/lib/settings/settings-context.tsx';
import { AppThemeProvider } from '@/lib/theme/app-theme-provider.tsx';
import { RootErrorBoundary } from './errors/root-error-boundary.tsx';

export function PageProviders({ children }: { children: ReactNode }) {
  return (
    <SettingsProvider>
      <AppThemeProvider>
        <RootErrorBoundary>
          <Suspense fallback={<LoadingState />}>{children}</Suspense>
        </RootErrorBoundary>
      </AppThemeProvider>
    </SettingsProvider>
  );
}
