/**
 * The name of a row the product made (a default role, a default category) in a reader's
 * language, by the web app's rule (apps/web/src/lib/built-in-name.ts): such a row carries a
 * `key`, and reads as its translation while it keeps the name it was made with; a name a person
 * typed (a custom row, or a default one renamed) reads as typed. Exports and e-mails use it.
 */
import type { LanguageCode } from '@mainstay/i18n';
import { translate, type TranslationKey } from './translate.ts';

export interface NamedRow {
  name: string;
  key?: string | null;
}

/** Where built-in names are worded in packages/i18n, one entry per key. */
export type BuiltInTable = 'access:builtIn' | 'assets:categories' | 'tickets:categories';

/**
 * `defaultNames` (key -> the name a row is made with) for rows that can be renamed: a renamed
 * row keeps its key but reads as typed. Rows that cannot be renamed (roles) need none.
 */
export function builtInName(
  language: LanguageCode,
  table: BuiltInTable,
  row: NamedRow,
  defaultNames?: Readonly<Record<string, string>>,
): string {
  if (!row.key) return row.name;
  if (defaultNames && defaultNames[row.key] !== row.name) return row.name;
  const key: TranslationKey = `${table}.${row.key}`;
  const name = translate(language, key);
  return name === key ? row.name : name;
}
