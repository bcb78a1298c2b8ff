/**
 * How tightly list rows sit: comfortable (the default) or compact, to see more rows at once on
 * a large screen. Remembered per signed-in user in localStorage, so two people sharing a
 * device each keep their own; every table on the page follows a change at once.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { useSession } from '../session.ts';
import { STORAGE_KEYS } from '../storage-keys.ts';

export const TABLE_DENSITIES = ['comfortable', 'compact'] as const;
export type TableDensity = (typeof TABLE_DENSITIES)[number];
export const DEFAULT_TABLE_DENSITY: TableDensity = 'comfortable';

const listeners = new Set<() => void>();

export function tableDensityKey(userId: string | number | undefined): string {
  return `${STORAGE_KEYS.tableDensity}:${userId ?? 'anonymous'}`;
}

export function readTableDensity(userId: string | number | undefined): TableDensity {
  try {
    const value = localStorage.getItem(tableDensityKey(userId));
    return (TABLE_DENSITIES as readonly string[]).includes(value ?? '')
      ? (value as TableDensity)
      : DEFAULT_TABLE_DENSITY;
  } catch {
    // Storage that refuses access (private mode): the default.
    return DEFAULT_TABLE_DENSITY;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The signed-in user's row density and its setter. */
export function useTableDensity(): [TableDensity, (density: TableDensity) => void] {
  const userId = useSession().user?.id;
  const density = useSyncExternalStore(
    subscribe,
    () => readTableDensity(userId),
    () => DEFAULT_TABLE_DENSITY,
  );
  const setDensity = useCallback(
    (next: TableDensity) => {
      try {
        localStorage.setItem(tableDensityKey(userId), next);
      } catch {
        // Storage full or blocked: nothing to remember, the rows stay as they are.
      }
      listeners.forEach((listener) => listener());
    },
    [userId],
  );
  return [density, setDensity];
}
