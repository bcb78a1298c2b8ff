/**
 * A library loaded on first use instead of at start-up. Start-up from an existing data directory
 * has a budget of 2 s (bench/startup.bench.ts), and the large libraries that only some requests
 * need (PDF, images, S3, Stripe, spreadsheets) would spend a good part of it being imported.
 * In the compiled server, a dynamic import of our own file also puts that file in a chunk of its
 * own, loaded at the same moment.
 *
 * Callers share one import; a failed import is not remembered, so the next caller tries again.
 */
export function lazyImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
