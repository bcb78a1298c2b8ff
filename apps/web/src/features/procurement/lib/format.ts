/** Money in the reader's language, e.g. "£1,234.50" in English or "1 234,50 £" in French. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export function formatMoney(amount: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
  } catch {
    // A code the browser does not know is still shown, with two decimals.
    const number = new Intl.NumberFormat(language, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
    return `${number} ${currency}`;
  }
}

export function useMoneyFormat(): (amount: number, currency: string) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (amount, currency) => formatMoney(amount, currency, i18n.language),
    [i18n.language],
  );
}

export function useDateFormat(): (date: string | null) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (date) =>
      date
        ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
            new Date(`${date.slice(0, 10)}T00:00:00Z`),
          )
        : '',
    [i18n.language],
  );
}
