/**
 * The name of a row the product made (a default role, category...) in the reader's language.
 * Such rows carry a `key` while they keep the name they were made with; a name a person typed
 * (a custom row, or a default one renamed) has no key and reads as typed.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

export interface NamedRow {
  name: string;
  key?: string | null;
}

/** The namespaces whose `builtIn.<key>` entries name built-in rows. */
export type BuiltInNamespace = 'access';

/**
 * The rule itself, for `t` of the namespace holding the names under `group` (as the server's
 * `builtInName`). `defaultNames` (key -> the name a row is made with) for rows that can be
 * renamed and keep their key: renamed, they read as typed.
 */
export function builtInName(
  t: TFunction,
  group: string,
  row: NamedRow,
  defaultNames?: Readonly<Record<string, string>>,
): string {
  if (!row.key) return row.name;
  if (defaultNames && defaultNames[row.key] !== row.name) return row.name;
  return t(`${group}.${row.key}` as never, { defaultValue: row.name });
}

export function useBuiltInName(namespace: BuiltInNamespace): (row: NamedRow) => string {
  const { t } = useTranslation(namespace);
  return (row) => builtInName(t as TFunction, 'builtIn', row);
}
