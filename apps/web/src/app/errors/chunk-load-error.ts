/**
 * A part of the app (a route's code) failed to download: usually a new version was deployed
 * and the old files are gone, or the connection dropped. Spec section 8: "a failed loading of a
 * page part raises an event and then fails".
 */
export const CHUNK_LOAD_ERROR_EVENT = 'mainstay:chunk-load-error';

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Failed to load part of the application', {
      cause,
    });
    this.name = 'ChunkLoadError';
  }
}

const CHUNK_FAILURE_MESSAGES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return (
    error instanceof Error && CHUNK_FAILURE_MESSAGES.some((pattern) => pattern.test(error.message))
  );
}

export function dispatchChunkLoadError(error: unknown): void {
  window.dispatchEvent(new CustomEvent(CHUNK_LOAD_ERROR_EVENT, { detail: { error } }));
}

/** Wraps a route module import: a download failure raises the event, then fails the route. */
export function lazyRoute<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      const chunkError = error instanceof ChunkLoadError ? error : new ChunkLoadError(error);
      dispatchChunkLoadError(chunkError);
      throw chunkError;
    }
  };
}
