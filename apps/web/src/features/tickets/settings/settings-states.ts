/** The words every list of the SLA settings shows while it loads or when it could not. */
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/form-errors.ts';

export function useSettingsStates(query: { error: unknown }) {
  const { t } = useTranslation('sla');
  return {
    loadingLabel: t('settings.loading'),
    errorMessage: errorMessage(query.error, t('settings.loadFailed')),
  };
}
