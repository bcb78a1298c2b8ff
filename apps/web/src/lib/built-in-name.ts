/**
 * The name of a row the product made (a default role, category...) in the reader's language.
 * Such rows carry a `key` while they keep the name they were made with; a name a person typed
 * (a custom row, or a default one renamed) has no key and reads as typed.
 */
import { useTranslation } from 'react-i18next';

export interface NamedRow {
  name: string;
  key?: string | null;
}

/** The namespaces whose `builtIn.<key>` entries name built-in rows. */
export type BuiltInNamespace = 'access';

export function useBuiltInName(namespace: BuiltInNamespace): (row: NamedRow) => string {
  const { t } = useTranslation(namespace);
  return (row) =>
    row.key ? t(`builtIn.${row.key}` as never, { defaultValue: row.name }) : row.name;
}
