/**
 * Translations: i18next with react-i18next. Languages en, fr and ar (fallback en); the choice is
 * kept in localStorage under 'language'. Namespaces are JSON files in packages/i18n, loaded on
 * demand so only the active language and the English fallback are fetched. `<html lang dir>`
 * follows the language so the whole layout mirrors for Arabic. The contracts' validation messages
 * are worded here too (`setValidationTranslator`), so every form built on a contract schema shows
 * them in the current language. What the first render needs is fetched before it
 * (`STARTUP_NAMESPACES`); the validation words and zod follow in the background.
 */
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  FALLBACK_LANGUAGE,
  LANGUAGE_CODES,
  isLanguageCode,
  type LanguageCode,
} from '@mainstay/i18n';
import { setRequestLanguage } from './api-client.ts';
import { STORAGE_KEYS } from './storage-keys.ts';
import { prepareDirection } from './theme/emotion-cache.ts';

/**
 * Fetched before the first render (apps/web/bundle-budgets.json counts the same ones in the
 * first load of every page; a test keeps the two lists equal). Other namespaces load with the
 * components that ask for them, except the error messages (`ERROR_NAMESPACE`) below.
 */
export const STARTUP_NAMESPACES = ['common', 'pages', 'layout'] as const;

/**
 * The error messages are the largest namespace and no page shows one on its first render, so
 * they are fetched right after start-up, without holding it: they are there before a form is
 * sent. A component that may show one sooner asks for the namespace without suspending
 * (`useTranslation(ERROR_NAMESPACE, { useSuspense: false })`); the unit tests wait for them.
 */
export const ERROR_NAMESPACE = 'errors';

type LocaleModule = { default: Record<string, unknown> };

// One lazy chunk per language and namespace; nothing is fetched until asked for.
const localeFiles = import.meta.glob<LocaleModule>('../../../../packages/i18n/locales/*/*.json');

export async function loadNamespace(
  language: string,
  namespace: string,
): Promise<Record<string, unknown>> {
  const load = localeFiles[`../../../../packages/i18n/locales/${language}/${namespace}.json`];
  if (!load) return {};
  return (await load()).default;
}

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    loadNamespace(language, namespace).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export function readStoredLanguage(): LanguageCode {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.language);
    return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Mirrors the language on `<html>`: `lang` for assistive technology, `dir` for the layout. */
export function applyDocumentLanguage(language: string): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = i18n.dir(language);
}

i18n.on('languageChanged', (language) => {
  applyDocumentLanguage(language);
  setRequestLanguage(language);
  if (isLanguageCode(language)) {
    try {
      localStorage.setItem(STORAGE_KEYS.language, language);
    } catch {
      // Storage can be unavailable (private mode); the choice then lasts for this visit only.
    }
  }
});

export const i18nReady = i18n
  .use(lazyLocaleBackend)
  .use(initReactI18next)
  .init({
    lng: readStoredLanguage(),
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    load: 'currentOnly',
    ns: [...STARTUP_NAMESPACES],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

export const errorMessagesReady: Promise<void> = i18nReady.then(() =>
  i18n.loadNamespaces(ERROR_NAMESPACE),
);

/**
 * Contract schemas word their messages through the translator registered here. It and the
 * `validation` words arrive after start-up, without holding the first render: no page validates
 * with a schema on its first load (login checks its two fields by hand), and the forms that do
 * come with later pages. A schema's message is worded when a value is checked, so re-validating
 * after a language switch shows the new language.
 */
export const validationMessagesReady: Promise<void> = Promise.all([
  import('@mainstay/contracts/validation'),
  i18nReady,
]).then(async ([{ setValidationTranslator, VALIDATION_NAMESPACE }]) => {
  setValidationTranslator((key, params) => i18n.t(`${VALIDATION_NAMESPACE}:${key}`, params));
  await i18n.loadNamespaces(VALIDATION_NAMESPACE);
});

/**
 * Switches language; the choice is saved and `<html>` updated by the listener above. The
 * mirroring styles of a right-to-left language are made ready first, so the page never shows
 * right-to-left text in a left-to-right layout.
 */
export async function changeLanguage(language: LanguageCode): Promise<void> {
  await prepareDirection(directionOf(language));
  await i18n.changeLanguage(language);
}

/** "<page title> | Mainstay", or just the product name. */
export function formatDocumentTitle(pageTitle?: string | null): string {
  const product = i18n.t('common:appName');
  return pageTitle ? `${pageTitle} | ${product}` : product;
}

export { i18n };
