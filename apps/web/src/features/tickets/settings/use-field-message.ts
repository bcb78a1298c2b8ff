/**
 * Helper text for the settings forms: client rules carry keys of the 'sla' namespace, server
 * messages are shown as sent.
 */
import { useCallback } from 'react';
import type { FieldMessage } from '@/components/form';
import { useTranslation } from 'react-i18next';

export function useSlaFieldMessage(): FieldMessage {
  const { t } = useTranslation('sla');
  return useCallback(
    (error, hint = ' ') => {
      if (!error?.message) return hint;
      return error.type === 'server' ? error.message : t(error.message as never);
    },
    [t],
  );
}
