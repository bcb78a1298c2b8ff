/**
 * The route tree: a root route (guard, document title, error boundary) above the layout routes:
 * the signed-in DefaultLayout, the public BlankLayout, and one that picks either by session.
 * Every page is its own lazy chunk.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingState } from '@/components/feedback/index.ts';
import { paths } from '@/config/paths.ts';
import { setUnauthorizedHandler } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { lazyRoute } from './errors/chunk-load-error.ts';
import { RouteErrorBoundary } from './errors/route-error-boundary.tsx';
import { RootRedirect } from './routes/root-redirect.tsx';
import { RootRoute } from './root-route.tsx';
import { protectedRoutes } from './routes/protected-routes.ts';
import { publicRoutes, shellWhenSignedInRoutes } from './routes/public-routes.ts';

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: paths.root,
    Component: RootRoute,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: LoadingState,
    children: [
      {
        index: true,
        // Protected, no specific rule (spec section 2): visitors go to login without `to`.
        handle: { meta: { layout: 'default', public: false } },
        Component: RootRedirect,
      },
      {
        id: 'default-layout',
        handle: { meta: { layout: 'default', public: false } },
        lazy: lazyRoute(() => import('./routes/layouts/default-layout.tsx')),
        // A failing page keeps the navigation around it.
        children: [{ ErrorBoundary: RouteErrorBoundary, children: protectedRoutes }],
      },
      {
        // Not authorised: in the shell for a signed-in user, on the blank layout for a visitor.
        id: 'adaptive-layout',
        lazy: lazyRoute(() => import('./routes/layouts/adaptive-layout.tsx')),
        children: [{ ErrorBoundary: RouteErrorBoundary, children: shellWhenSignedInRoutes }],
      },
      {
        id: 'blank-layout',
        lazy: lazyRoute(() => import('./routes/layouts/blank-layout.tsx')),
        children: [{ ErrorBoundary: RouteErrorBoundary, children: publicRoutes }],
      },
    ],
  },
];

/** Creates the browser router and lets the API client send the user to login on a 401. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setUnauthorizedHandler(() => {
    queryClient.clear();
    void router.navigate(paths.auth.login, { replace: true });
  });
  return router;
}
