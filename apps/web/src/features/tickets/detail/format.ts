/**
 * Dates, times, durations and money as the ticket page shows them, in the reader's language:
 * absolute ("12 Mar 2026, 14:05"), relative ("3 hours ago") and worked time ("1 h 20 min").
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "3 hours ago" / "in 2 days": the largest unit that keeps the number under its next step. */
export function relativeTime(iso: string, now: number, language: string): string {
  let value = (new Date(iso).getTime() - now) / 1000;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, step] of RELATIVE_STEPS) {
    if (Math.abs(value) < step) return format.format(Math.round(value), unit);
    value /= step;
  }
  return format.format(Math.round(value), 'year');
}

export function useTicketFormat() {
  const { t, i18n } = useTranslation('ticketDetail');
  const language = i18n.language;
  const dateTime = useCallback(
    (iso: string | null) =>
      iso
        ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
            new Date(iso),
          )
        : '',
    [language],
  );
  const money = useCallback(
    (amount: number, currency: string) => {
      try {
        return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
      } catch {
        // A currency code the browser does not know still shows, with two decimals.
        return `${amount.toFixed(2)} ${currency}`;
      }
    },
    [language],
  );
  const minutes = useCallback(
    (total: number) => {
      const hours = Math.floor(total / 60);
      const rest = total % 60;
      return hours > 0
        ? t('duration.hoursMinutes', { hours, minutes: rest })
        : t('duration.minutes', { minutes: rest });
    },
    [t],
  );
  /** A running counter: "1:05:09". Digits read the same in every language here. */
  const clock = useCallback((seconds: number) => {
    const safe = Math.max(0, Math.floor(seconds));
    const h = Math.floor(safe / 3600);
    const m = String(Math.floor((safe % 3600) / 60)).padStart(2, '0');
    const s = String(safe % 60).padStart(2, '0');
    return `${h}:${m}:${s}`;
  }, []);
  const relative = useCallback(
    (iso: string, now: number) => relativeTime(iso, now, language),
    [language],
  );
  return { dateTime, money, minutes, clock, relative };
}
