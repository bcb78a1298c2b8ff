/**
 * Which columns are hidden, remembered per list in localStorage (when a storage key is given),
 * so a person's chosen columns come back on their next visit.
 */
import { useCallback, useState } from 'react';
import type { DataColumn } from './types.ts';

function readStored(key: string | undefined): string[] | null {
  if (!key) return null;
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : null;
  } catch {
    return null;
  }
}

export function useColumnVisibility<T>(
  columns: DataColumn<T>[],
  storageKey: string | undefined,
): { hidden: string[]; toggle: (id: string) => void } {
  const [hidden, setHidden] = useState<string[]>(
    () =>
      readStored(storageKey) ??
      columns.filter((column) => column.hiddenByDefault).map((column) => column.id),
  );

  const toggle = useCallback(
    (id: string) => {
      setHidden((previous) => {
        const next = previous.includes(id)
          ? previous.filter((item) => item !== id)
          : [...previous, id];
        if (storageKey) {
          try {
            localStorage.setItem(storageKey, JSON.stringify(next));
          } catch {
            // Storage can be unavailable (private mode); the choice then lasts for this visit.
          }
        }
        return next;
      });
    },
    [storageKey],
  );

  // A column that can no longer be hidden is always shown.
  const effective = hidden.filter((id) =>
    columns.some((column) => column.id === id && column.hideable !== false),
  );
  return { hidden: effective, toggle };
}
