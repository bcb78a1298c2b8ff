/**
 * The set-up page and panel tests share: a fetch stand-in installed for each test (and removed
 * after), the translations the page reads loaded once, the signed-in user's rules, JSON answers,
 * and rendering one page at its address inside the app's providers.
 */
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, vi, type Mock } from 'vitest';
import type { PermissionRule } from '@mainstay/permissions';
import { setAbilityRules } from '@/lib/ability.ts';
import { i18n } from '@/lib/i18n.ts';
import { renderRoutes } from './render.tsx';

/** Everything, for tests that are not about permissions. */
export const EVERYTHING: PermissionRule[] = [{ action: 'manage', subject: 'all' }];

export interface PageTestOptions {
  /** Namespaces to load before the first test (a page's own are loaded on demand otherwise). */
  namespaces?: string[];
  /** The signed-in user's rules, set before each test. */
  rules?: PermissionRule[];
}

/** Installs a fresh fetch mock before each test; answer with `fetchMock.mockImplementation`. */
export function setupPageTest({ namespaces, rules }: PageTestOptions = {}) {
  const fetchMock = vi.fn<typeof fetch>();
  if (namespaces) {
    beforeAll(async () => {
      await i18n.loadNamespaces(namespaces);
    });
  }
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    if (rules) setAbilityRules(rules);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}

/** A JSON answer. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** One page of a list answer. */
export function listPage<T>(rows: T[], per_page = 10) {
  return json(200, { data: rows, total: rows.length, page: 1, per_page });
}

/** The URLs of the calls made so far that contain `fragment`. */
export function fetchedUrls(fetchMock: Mock<typeof fetch>, fragment: string) {
  return fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes(fragment));
}

/** Renders `page` at `address` (its path is the route), e.g. '/assets/assets?status=down'. */
export function renderPage(page: ReactElement, address: string) {
  const path = address.split('?')[0] ?? address;
  return renderRoutes([{ path, element: page }], address);
}
