/** The device colour scheme, following `prefers-color-scheme` live. */
import { useSyncExternalStore } from 'react';
import type { ResolvedThemeMode } from './settings.ts';

const QUERY = '(prefers-color-scheme: dark)';

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : null;
}

function subscribe(notify: () => void): () => void {
  const query = mediaQuery();
  if (!query) return () => undefined;
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
}

function getSnapshot(): ResolvedThemeMode {
  return mediaQuery()?.matches ? 'dark' : 'light';
}

export function useSystemMode(): ResolvedThemeMode {
  return useSyncExternalStore(subscribe, getSnapshot, () => 'light');
}
