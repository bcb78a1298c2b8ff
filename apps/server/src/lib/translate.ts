/**
 * The sentences the API answers with (error codes, success notices, the contracts' validation
 * messages) in the caller's language, from packages/i18n: every table is read once at start and
 * each lookup is a Map get. The conventions are i18next's, so the web and the server word a code
 * the same way: `{{name}}` values, `key_<plural form>` picked by a numeric `count`, and
 * `$t(namespace:key)` nesting.
 */
import { createRequire } from 'node:module';
import {
  FALLBACK_LANGUAGE,
  isLanguageCode,
  LANGUAGE_CODES,
  type LanguageCode,
} from '@mainstay/i18n';

/**
 * The namespaces the server speaks from; the web loads the same files. Besides errors, notices
 * and the contracts' validation messages: the names of built-in roles (access) and categories
 * (assets, tickets), the column names of exports and import reports (assets, places, imports),
 * the words of the starter checklist templates (starterTemplates), of a printed form (formSheet),
 * and what the server writes about filled forms: the tickets failing answers open and the
 * answers' export (formRecords).
 */
const NAMESPACES = [
  'errors',
  'notices',
  'validation',
  'access',
  'assets',
  'tickets',
  'places',
  'imports',
  'reports',
  'reportDelivery',
  'starterTemplates',
  'formSheet',
  'formRecords',
] as const;
export type TranslationKey = `${(typeof NAMESPACES)[number]}:${string}`;
export type TranslationParams = Readonly<Record<string, string | number>>;

const require = createRequire(import.meta.url);

function flatten(node: unknown, prefix: string, into: Map<string, string>): void {
  if (typeof node === 'string') {
    into.set(prefix, node);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const separator = prefix.endsWith(':') ? '' : '.';
  for (const [key, child] of Object.entries(node))
    flatten(child, `${prefix}${separator}${key}`, into);
}

const TABLES = new Map<LanguageCode, Map<string, string>>(
  LANGUAGE_CODES.map((language) => {
    const table = new Map<string, string>();
    for (const namespace of NAMESPACES) {
      flatten(
        require(`@mainstay/i18n/locales/${language}/${namespace}.json`),
        `${namespace}:`,
        table,
      );
    }
    return [language, table];
  }),
);

const PLURAL_RULES = new Map(
  LANGUAGE_CODES.map((language) => [language, new Intl.PluralRules(language)]),
);

function lookup(language: LanguageCode, key: string, count: number | undefined) {
  const table = TABLES.get(language);
  // A plural sentence asked for without a count still reads (its `{{count}}` left empty).
  if (count === undefined) return table?.get(key) ?? table?.get(`${key}_other`);
  const form = PLURAL_RULES.get(language)?.select(count);
  return table?.get(`${key}_${form}`) ?? table?.get(`${key}_other`) ?? table?.get(key);
}

const VALUE = /\{\{\s*(\w+)\s*\}\}/g;
const NESTED = /\$t\(([^)]+)\)/g;

/**
 * The sentence for `key` in `language` (English when the language lacks it; the key itself when
 * no language has it, which a test prevents for every error code).
 */
export function translate(
  language: LanguageCode,
  key: TranslationKey,
  params: TranslationParams = {},
): string {
  const count = typeof params.count === 'number' ? params.count : undefined;
  const text = lookup(language, key, count) ?? lookup(FALLBACK_LANGUAGE, key, count) ?? key;
  // Values first, then nesting, as i18next does: "$t(errors:ticketIn.{{from}})" names its key.
  return text
    .replace(VALUE, (_, name: string) => String(params[name] ?? ''))
    .replace(NESTED, (_, nested: string) => translate(language, nested as TranslationKey));
}

export function hasTranslation(language: LanguageCode, key: TranslationKey): boolean {
  return lookup(language, key, undefined) !== undefined || lookup(language, key, 1) !== undefined;
}

/**
 * The best of our languages for an Accept-Language header ("fr-CH, fr;q=0.9, en;q=0.8"): by
 * quality, then by order; a region matches its language; q=0 refuses. Undefined when none fits.
 */
export function preferredLanguage(header: string | undefined): LanguageCode | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().split(';');
      const q = options.map((o) => /^\s*q=([\d.]+)\s*$/i.exec(o)?.[1]).find(Boolean);
      const quality = q === undefined ? 1 : Number(q);
      return { language: tag.trim().toLowerCase().split('-')[0], quality, index };
    })
    .filter((entry) => Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLanguageCode);
}
