/**
 * The dashboard's numbers in the reader's language: counts and shares with Intl.NumberFormat,
 * durations as "3 h 20 min" or "2 d 4 h" (numbers by Intl, units translated). A missing figure
 * is `null` here, never 0 or NaN; the widgets write it as "No data".
 */
import type { TFunction } from 'i18next';

export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

/** A share between 0 and 1 as a percentage ("87 %"), or null without data. */
export function formatPercent(rate: number | null, language: string): string | null {
  if (rate === null || !Number.isFinite(rate)) return null;
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(
    rate,
  );
}

/** A rating average ("4.2"), or null without ratings. */
export function formatRating(value: number | null, language: string): string | null {
  if (value === null || !Number.isFinite(value)) return null;
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}

/**
 * Seconds as the two largest units that matter: "2 d 4 h", "3 h 20 min", "12 min", "0 min";
 * null without data.
 */
export function formatDuration(
  seconds: number | null,
  language: string,
  t: TFunction<'dashboards'>,
): string | null {
  if (seconds === null || !Number.isFinite(seconds)) return null;
  const number = new Intl.NumberFormat(language);
  const total = Math.max(0, Math.round(seconds / 60));
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const minutes = total % 60;
  if (days > 0) {
    return hours > 0
      ? t('duration.daysHours', { days: number.format(days), hours: number.format(hours) })
      : t('duration.days', { days: number.format(days) });
  }
  if (hours > 0) {
    return minutes > 0
      ? t('duration.hoursMinutes', { hours: number.format(hours), minutes: number.format(minutes) })
      : t('duration.hours', { hours: number.format(hours) });
  }
  return t('duration.minutes', { minutes: number.format(minutes) });
}

/** A day (YYYY-MM-DD) as a short date ("3 Mar"), read as a calendar day whatever the time zone. */
export function formatDay(day: string, language: string, withYear = false): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
