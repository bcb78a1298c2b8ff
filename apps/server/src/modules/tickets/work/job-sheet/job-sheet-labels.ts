/**
 * The job sheet's words in its three languages (packages/i18n/locales/<lang>/jobSheet.json),
 * and the formats of its dates, amounts and durations. Digits stay Latin in Arabic too, as
 * on the organisation's invoices and in the app.
 */
import { createRequire } from 'node:module';
import type { LanguageCode } from '@mainstay/i18n';

type Strings = { [key: string]: string | Strings };

const require = createRequire(import.meta.url);
const STRINGS = Object.fromEntries(
  (['en', 'fr', 'ar'] as const satisfies readonly LanguageCode[]).map((language) => [
    language,
    require(`@mainstay/i18n/locales/${language}/jobSheet.json`) as Strings,
  ]),
) as Record<LanguageCode, Strings>;

const LOCALES: Record<LanguageCode, string> = { en: 'en-GB', fr: 'fr-FR', ar: 'ar-u-nu-latn' };

export interface JobSheetWords {
  language: LanguageCode;
  rtl: boolean;
  /** `t('sections.details')`, `t('generated', { date })`; a missing key shows the key. */
  t(key: string, values?: Record<string, string | number>): string;
  dateTime(value: Date): string;
  date(value: Date): string;
  money(amount: number): string;
  duration(minutes: number): string;
}

function lookup(strings: Strings, key: string): string | undefined {
  let node: string | Strings | undefined = strings;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function jobSheetWords(
  language: LanguageCode,
  timeZone: string,
  currency: string,
): JobSheetWords {
  const locale = LOCALES[language];
  const t: JobSheetWords['t'] = (key, values = {}) =>
    (lookup(STRINGS[language], key) ?? lookup(STRINGS.en, key) ?? key).replace(
      /\{\{(\w+)\}\}/g,
      (_match, name: string) => String(values[name] ?? ''),
    );
  const zone = safeTimeZone(timeZone);
  const dateTimeFormat = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zone,
  });
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: zone });
  const moneyFormat = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return {
    language,
    rtl: language === 'ar',
    t,
    dateTime: (value) => dateTimeFormat.format(value),
    date: (value) => dateFormat.format(value),
    money: (amount) => moneyFormat.format(amount),
    duration: (minutes) =>
      minutes < 60
        ? t('duration.minutes', { minutes })
        : t('duration.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }),
  };
}

/** An organisation's time zone, or UTC when the runtime does not know it. */
function safeTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}
