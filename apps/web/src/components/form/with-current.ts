/**
 * A select's choices plus the record's saved value when the caller's list does not hold it (a
 * building outside their limits, an archived template): an edit shows what is saved, first.
 */
export interface NamedChoice {
  id: string;
  name: string;
}

export function withCurrent<T extends NamedChoice>(
  choices: readonly T[] | undefined,
  current: NamedChoice | null,
): (T | NamedChoice)[] {
  const list: (T | NamedChoice)[] = [...(choices ?? [])];
  if (current && !list.some((row) => row.id === current.id)) list.unshift(current);
  return list;
}
