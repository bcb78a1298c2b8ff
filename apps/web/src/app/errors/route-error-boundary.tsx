/**
 * The router's error boundary. A failed route download shows the reload prompt (and raises the
 * chunk event if nothing has yet); a 404 thrown by a route shows not-found; anything else shows
 * the friendly unexpected-error screen.
 */
import { lazy, Suspense, useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ChunkLoadError, dispatchChunkLoadError, isChunkLoadError } from './chunk-load-error.ts';
import { ErrorScreen } from './error-screen.tsx';

// Loaded only when needed: the boundary sits in the entry chunk, the misc screens do not.
const NotFoundView = lazy(() =>
  import('@/features/misc').then((m) => ({ default: m.NotFoundView })),
);

export function RouteErrorBoundary() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);

  useEffect(() => {
    // Errors wrapped by lazyRoute() already raised the event; only raise it for the others.
    if (chunk && !(error instanceof ChunkLoadError)) dispatchChunkLoadError(error);
    if (!chunk && import.meta.env.DEV) console.error(error);
  }, [chunk, error]);

  if (chunk) return <ErrorScreen kind="chunk" error={error} />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundView code="404" />
      </Suspense>
    );
  }
  return <ErrorScreen kind="unexpected" error={error} />;
}
