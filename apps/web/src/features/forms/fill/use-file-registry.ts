/**
 * The links of a form's files by id: those of its answers and sections (from the server) and
 * those uploaded on this page since (their answer may not be saved yet).
 */
import { useCallback, useMemo, useState } from 'react';
import type { TFileLink } from '@mainstay/contracts';

export function useFileRegistry(known: readonly TFileLink[]) {
  const [added, setAdded] = useState<ReadonlyMap<string, TFileLink>>(new Map());
  const files = useMemo(() => {
    const all = new Map(added);
    for (const file of known) all.set(file.id, file);
    return all;
  }, [added, known]);
  return {
    fileOf: useCallback((id: string) => files.get(id), [files]),
    register: useCallback(
      (file: TFileLink) => setAdded((previous) => new Map(previous).set(file.id, file)),
      [],
    ),
  };
}
