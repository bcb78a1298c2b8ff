/**
 * The schedule page's dates and values in the reader's language: a moment (when it was paused),
 * a season's day of the year ("1 March"), a month heading ("March 2026"), the lead time as it
 * applies (its own, or the frequency's default), and a part's quantity.
 */
import type { TFunction } from 'i18next';
import { PPM_DEFAULT_LEAD_DAYS, type TPpmRule, type TPpmSeason } from '@mainstay/contracts';

/** An instant (ISO date-time) as a date in the reader's time zone: "3 March 2026". */
export function formatMoment(value: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(value));
}

/** A season's day, MM-DD, as a day and a month name: "1 March". */
export function formatMonthDay(value: string, language: string): string {
  const [month, day] = value.split('-').map(Number);
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(Date.UTC(2024, (month ?? 1) - 1, day ?? 1));
}

/** "1 March to 30 September" for each season. */
export function seasonTexts(
  t: TFunction<'ppmSchedule'>,
  seasons: readonly TPpmSeason[],
  language: string,
): string[] {
  return seasons.map((season) =>
    t('values.season', {
      from: formatMonthDay(season.from, language),
      to: formatMonthDay(season.to, language),
    }),
  );
}

/** The month (YYYY-MM) of a local date, and its heading: "March 2026". */
export const monthOf = (date: string): string => date.slice(0, 7);

export function formatMonth(month: string, language: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year ?? 1970, (number ?? 1) - 1, 1));
}

/** How many days ahead a task is made: the rule's own, or the default of its calendar frequency. */
export function leadTimeText(
  t: TFunction<'ppmSchedule'>,
  rule: Pick<TPpmRule, 'lead_time_days' | 'triggers'>,
): string {
  if (rule.lead_time_days !== null) return t('values.leadDays', { count: rule.lead_time_days });
  const calendar = rule.triggers.find((trigger) => trigger.type === 'calendar');
  const count = PPM_DEFAULT_LEAD_DAYS[calendar?.frequency ?? 'other'];
  return t('values.leadByFrequency', { count });
}

export function formatQuantity(quantity: number, unit: string, language: string): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(quantity);
  return unit ? `${number} ${unit}` : number;
}
