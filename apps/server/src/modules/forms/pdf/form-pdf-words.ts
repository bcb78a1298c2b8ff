/**
 * A printed form's words (packages/i18n/locales/<lang>/formSheet.json) and the formats of its
 * values in the reader's locale: instants in the organisation's time zone, calendar days and
 * clock times as they were answered, numbers and amounts. Digits stay Latin in Arabic too, as
 * on the job sheet.
 */
import type { LanguageCode } from '@mainstay/i18n';
import { translate, type TranslationKey, type TranslationParams } from '../../../lib/translate.ts';

const LOCALES: Record<LanguageCode, string> = { en: 'en-GB', fr: 'fr-FR', ar: 'ar-u-nu-latn' };

export interface FormSheetWords {
  language: LanguageCode;
  /** `t('fields.status')`, `t('page', { page, pages })` from the formSheet namespace. */
  t(key: string, values?: TranslationParams): string;
  /** An instant (ISO date-time) in the organisation's time zone. */
  dateTime(value: string): string;
  /** A calendar day (YYYY-MM-DD) as it was answered. */
  day(value: string): string;
  /** A clock time (HH:MM) as it was answered. */
  clock(value: string): string;
  number(value: number, decimals?: number): string;
  money(value: number, currency: string | null): string;
}

/** The organisation's time zone, or UTC when the runtime does not know it. */
function knownTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

export function formSheetWords(
  language: LanguageCode,
  timeZone: string,
  currency: string,
): FormSheetWords {
  const locale = LOCALES[language];
  const zone = knownTimeZone(timeZone);
  const dateTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zone,
  });
  // Days and clock times carry no zone: they print as given, read in UTC.
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const clock = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' });
  const numbers = new Map<number, Intl.NumberFormat>();
  const money = (amount: number, code: string) => {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(amount);
    } catch {
      return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(amount)} ${code}`;
    }
  };
  const instant = (value: string) => {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : dateTime.format(date);
  };
  return {
    language,
    t: (key, values) => translate(language, `formSheet:${key}` as TranslationKey, values),
    dateTime: instant,
    day: (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return Number.isNaN(date.getTime()) ? value : day.format(date);
    },
    clock: (value) => {
      const [hours, minutes] = value.split(':').map(Number);
      if (hours === undefined || minutes === undefined || Number.isNaN(hours + minutes)) {
        return value;
      }
      return clock.format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
    },
    number: (value, decimals = 6) => {
      let format = numbers.get(decimals);
      if (!format) {
        format = new Intl.NumberFormat(locale, { maximumFractionDigits: decimals });
        numbers.set(decimals, format);
      }
      return format.format(value);
    },
    money: (value, code) => money(value, code ?? currency),
  };
}
