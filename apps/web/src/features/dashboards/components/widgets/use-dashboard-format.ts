/** The translation function and number formats every widget uses. */
import { useTranslation } from 'react-i18next';
import { formatCount, formatDuration, formatPercent, formatRating } from '../../lib/format.ts';

export function useDashboardFormat() {
  const { t, i18n } = useTranslation(['dashboards', 'tickets']);
  const language = i18n.language;
  return {
    t,
    language,
    count: (value: number) => formatCount(value, language),
    percent: (rate: number | null) => formatPercent(rate, language),
    rating: (value: number | null) => formatRating(value, language),
    duration: (seconds: number | null) => formatDuration(seconds, language, t),
  };
}
