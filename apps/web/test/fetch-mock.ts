/**
 * The API as a test sees it: `fetch` replaced by a mock for the tests of one file (reset before
 * each test, the real one back after each), and JSON answers to give it.
 */
import { afterEach, beforeEach, vi } from 'vitest';

/** Call at the top of a test file; answer calls with `mockResolvedValueOnce(json(...))`. */
export function mockFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}

/** A JSON answer with this status. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
