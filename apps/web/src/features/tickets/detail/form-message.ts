/**
 * How a field's message reads on the ticket page's forms: client rules carry a 'ticketDetail'
 * key, server messages (type 'server') are shown as the server wrote them.
 */
import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '@/components/form';

export function useFieldMessage(): FieldMessage {
  const { t } = useTranslation('ticketDetail');
  return useCallback(
    (error: FieldError | undefined, hint?: string) => {
      if (!error?.message) return hint ?? '';
      return error.type === 'server' ? error.message : t(error.message);
    },
    [t],
  );
}
