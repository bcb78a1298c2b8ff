/**
 * A schedule's rule in words, in the reader's language: "Every 2 weeks on Monday and Thursday",
 * "Every month on the first Monday", "30 days after the last completion", joined by "or"
 * (whichever comes first) or "and" (once all have); and its bounds ("from 1 March 2026, 12
 * times"). Weekday and month names come from the browser's calendar data for the language.
 */
import type { TFunction } from 'i18next';
import {
  PPM_WEEKDAY_VALUES,
  type TPpmCalendarTrigger,
  type TPpmRule,
  type TPpmTrigger,
  type TPpmWeekday,
} from '@mainstay/contracts';

/** 1 January 2024 was a Monday: weekday n (Monday first) is 2024-01-(1+n). */
export function weekdayName(
  weekday: TPpmWeekday,
  language: string,
  width: 'long' | 'short' = 'long',
) {
  const day = PPM_WEEKDAY_VALUES.indexOf(weekday) + 1;
  return new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, day),
  );
}

export function monthName(month: number, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, month - 1, 1),
  );
}

/** A local date (YYYY-MM-DD) as the reader writes it ("3 March 2026"). */
export function formatLocalDate(date: string, language: string, withWeekday = false): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(language, {
    ...(withWeekday ? { weekday: 'short' } : {}),
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
}

function list(language: string, items: string[], type: 'conjunction' | 'disjunction') {
  return new Intl.ListFormat(language, { style: 'long', type }).format(items);
}

function whenInMonth(t: TFunction<'ppm'>, trigger: TPpmCalendarTrigger, language: string) {
  const month = trigger.month === null ? null : monthName(trigger.month, language);
  if (trigger.month_mode === 'last_day') {
    return month ? t('rule.lastDayOf', { month }) : t('rule.lastDay');
  }
  if (trigger.month_mode === 'nth_weekday' && trigger.weekday && trigger.week_of_month !== null) {
    const nth = t(`rule.nth.${trigger.week_of_month === -1 ? 'last' : trigger.week_of_month}`);
    const weekday = weekdayName(trigger.weekday, language);
    return month
      ? t('rule.nthWeekdayOf', { nth, weekday, month })
      : t('rule.nthWeekday', { nth, weekday });
  }
  const day = trigger.month_day ?? 1;
  if (trigger.month !== null) {
    const date = new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(Date.UTC(2024, trigger.month - 1, day));
    return t('rule.onDate', { date });
  }
  return t('rule.onDay', { day });
}

function describeCalendar(t: TFunction<'ppm'>, trigger: TPpmCalendarTrigger, language: string) {
  const every = t(`rule.every.${trigger.frequency}`, { count: trigger.interval });
  if (trigger.frequency === 'daily') return every;
  if (trigger.frequency === 'weekly') {
    const days = PPM_WEEKDAY_VALUES.filter((day) => trigger.weekdays.includes(day)).map((day) =>
      weekdayName(day, language),
    );
    return t('rule.withWhen', {
      every,
      when: t('rule.onWeekdays', { days: list(language, days, 'conjunction') }),
    });
  }
  return t('rule.withWhen', { every, when: whenInMonth(t, trigger, language) });
}

export function describeTrigger(
  t: TFunction<'ppm'>,
  trigger: TPpmTrigger,
  language: string,
): string {
  if (trigger.type === 'calendar') return describeCalendar(t, trigger, language);
  if (trigger.type === 'floating') {
    return t('rule.floating', { count: trigger.days_after_completion });
  }
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const parts: string[] = [];
  if (trigger.every !== null)
    parts.push(t('rule.meterEvery', { value: number.format(trigger.every) }));
  if (trigger.above !== null)
    parts.push(t('rule.meterAbove', { value: number.format(trigger.above) }));
  if (trigger.below !== null)
    parts.push(t('rule.meterBelow', { value: number.format(trigger.below) }));
  return list(language, parts, 'disjunction');
}

/** The triggers in words: "Every month on day 1 or 30 days after the last completion". */
export function describeRule(
  t: TFunction<'ppm'>,
  rule: Pick<TPpmRule, 'triggers' | 'combine'>,
  language: string,
): string {
  const parts = rule.triggers.map((trigger) => describeTrigger(t, trigger, language));
  if (parts.length < 2) return parts[0] ?? '';
  const joined = list(language, parts, rule.combine === 'all' ? 'conjunction' : 'disjunction');
  return t(rule.combine === 'all' ? 'rule.allOf' : 'rule.firstOf', { rules: joined });
}

/** When the rule starts and ends: "From 1 March 2026 until 31 December 2027" or "…, 12 times". */
export function describeBounds(
  t: TFunction<'ppm'>,
  rule: Pick<TPpmRule, 'start_date' | 'end_date' | 'occurrence_count'>,
  language: string,
): string {
  const from = formatLocalDate(rule.start_date, language);
  if (rule.end_date)
    return t('rule.fromUntil', { from, until: formatLocalDate(rule.end_date, language) });
  if (rule.occurrence_count !== null)
    return t('rule.fromTimes', { from, count: rule.occurrence_count });
  return t('rule.from', { from });
}
