/** Renders a route tree in memory inside the app's providers, for integration tests. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Link, RouterProvider, type RouteObject } from 'react-router';
import { PageLinkContext } from '@/components/layout/page-link.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { SettingsProvider } from '@/lib/settings/settings-context.tsx';
import { AppThemeProvider } from '@/lib/theme/app-theme-provider.tsx';

export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <SettingsProvider>
        <AppThemeProvider>
          <PageLinkContext value={Link}>
            <RouterProvider router={router} />
          </PageLinkContext>
        </AppThemeProvider>
      </SettingsProvider>
    </QueryClientProvider>,
  );
  return { router, ...view };
}

/** Renders one element as the only route (a dialog or a form on its own). */
export function renderAlone(element: ReactElement) {
  return renderRoutes([{ path: '/', Component: () => element }], '/');
}
