/**
 * The languages Mainstay speaks and where their translations live. Translations are namespaced
 * JSON files under `locales/<language>/<namespace>.json`; every language must have exactly the
 * same keys (a test enforces it).
 */
export const LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'fr', label: 'Français', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export type TextDirection = 'ltr' | 'rtl';

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const FALLBACK_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function directionOf(language: string): TextDirection {
  return LANGUAGES.find((l) => l.code === language)?.dir ?? 'ltr';
}
