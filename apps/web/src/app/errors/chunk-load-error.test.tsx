import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { CHUNK_LOAD_ERROR_EVENT, isChunkLoadError, lazyRoute } from './chunk-load-error.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

const listener = vi.fn();

afterEach(() => {
  window.removeEventListener(CHUNK_LOAD_ERROR_EVENT, listener);
  listener.mockReset();
});

function failingImport(): Promise<never> {
  return Promise.reject(
    new TypeError('Failed to fetch dynamically imported module: /assets/page-x.js'),
  );
}

describe('chunk load failures', () => {
  it('raise the event and show the reload prompt instead of a blank page', async () => {
    window.addEventListener(CHUNK_LOAD_ERROR_EVENT, listener);
    renderRoutes(
      [
        {
          path: '/',
          HydrateFallback: () => null,
          ErrorBoundary: RouteErrorBoundary,
          children: [{ path: 'page', lazy: lazyRoute(failingImport) }],
        },
      ],
      '/page',
    );
    expect(
      await screen.findByRole('heading', {
        name: 'A new version is available or the connection dropped',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('raise the event from the boundary when the failure was not wrapped', async () => {
    window.addEventListener(CHUNK_LOAD_ERROR_EVENT, listener);
    renderRoutes(
      [
        {
          path: '/',
          HydrateFallback: () => null,
          ErrorBoundary: RouteErrorBoundary,
          children: [{ path: 'page', lazy: failingImport }],
        },
      ],
      '/page',
    );
    await screen.findByRole('button', { name: 'Reload' });
    // The boundary raises it from an effect, which may run just after the prompt is painted.
    await waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
  });

  it('show the friendly error screen for other errors', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom');
    }
    renderRoutes([{ path: '/', ErrorBoundary: RouteErrorBoundary, Component: Broken }], '/');
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(listener).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('recognises browser chunk failure messages', () => {
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
  });
});
