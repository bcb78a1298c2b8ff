/** Formatting shared by the team pages: calendar dates and money in the user's language. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats a YYYY-MM-DD calendar date (no zone shift: it is read and shown as UTC). */
export function useFormatDate(): (date: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (date) => {
      if (!date) return '';
      const value = new Date(`${date}T00:00:00Z`);
      if (Number.isNaN(value.getTime())) return date;
      return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        value,
      );
    },
    [language],
  );
}

export function useFormatMoney(): (amount: number, currency: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (amount, currency) => {
      try {
        return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
      } catch {
        return `${amount.toFixed(2)} ${currency}`;
      }
    },
    [language],
  );
}

/** The signed-in user's id as the session stores it. */
export function sessionUserId(user: { id?: string | number } | null): string | null {
  return user?.id === undefined || user.id === null ? null : String(user.id);
}
