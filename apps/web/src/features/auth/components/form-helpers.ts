/**
 * Shared by the auth forms: client messages are translation keys, server messages are shown as
 * sent (lib/form-errors puts them on their fields).
 */
import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Helper text for a field: its translated error, or a space so the layout does not jump. */
export function useFieldMessage(): (error: FieldError | undefined) => string {
  const { t } = useTranslation(['auth', 'errors']);
  return useCallback(
    (error) =>
      error?.message ? (error.type === 'server' ? error.message : t(error.message)) : ' ',
    [t],
  );
}
