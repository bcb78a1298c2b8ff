/**
 * The app: the server-state cache and the router with every page. Loaded at start-up, or by
 * the sign-in shell when the visitor signs in or follows a link (main.tsx).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PageLinkContext } from '@/components/layout/page-link.tsx';
import { NotificationsHost } from '@/lib/notifications.tsx';
import { queryClient } from '@/lib/query-client.ts';
import { createAppRouter } from './router.tsx';

type AppRouter = ReturnType<typeof createAppRouter>;

function App({ router }: { router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PageLinkContext value={RouterLink}>
        <RouterProvider router={router} />
      </PageLinkContext>
      <NotificationsHost />
    </QueryClientProvider>
  );
}

/**
 * Creates the router for the current address and answers the app to render. With
 * `whenReady`, it answers once the first page's code has arrived, so a page already on screen
 * (the sign-in shell's) stays until the app can replace it.
 */
export async function createApp({ whenReady = false } = {}) {
  const router = createAppRouter();
  if (whenReady && !router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  }
  return <App router={router} />;
}
