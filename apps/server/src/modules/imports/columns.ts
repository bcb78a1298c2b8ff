/**
 * The names of the columns of exports and imports, in a reader's language: one table per area
 * in packages/i18n (`assets:export.columns`, `places:export.columns`), keyed by the field key
 * the import understands, so an export's header row reads in the caller's language, names the
 * same fields an import maps (in any of our languages), and a rejected row's reason names its
 * column the way the export does.
 */
import { type TImportEntity } from '@mainstay/contracts';
import { LANGUAGE_CODES, type LanguageCode } from '@mainstay/i18n';
import { translate, type TranslationKey } from '../../lib/translate.ts';
import type { ExportColumn } from './export.ts';

/** The namespaces that hold column names. */
export type ColumnTable = 'assets' | 'places';

/** Where each kind of import finds its columns' names. */
export const COLUMN_TABLE: Record<TImportEntity, ColumnTable> = {
  buildings: 'places',
  locations: 'places',
  assets: 'assets',
};

/** The column's name in `language`; its key when the table has no name for it. */
export function columnName(language: LanguageCode, table: ColumnTable, key: string): string {
  const translationKey: TranslationKey = `${table}:export.columns.${key}`;
  const name = translate(language, translationKey);
  return name === translationKey ? key : name;
}

/** The export columns named in the caller's language, in the order of `keys`. */
export function exportColumns(
  language: LanguageCode,
  table: ColumnTable,
  keys: readonly string[],
): ExportColumn[] {
  return keys.map((key) => ({ key, label: columnName(language, table, key) }));
}

/** The column's name in every language, for recognising an export's header row on import. */
export function columnNames(table: ColumnTable, key: string): string[] {
  return LANGUAGE_CODES.map((language) => columnName(language, table, key));
}
