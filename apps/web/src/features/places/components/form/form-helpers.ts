/**
 * Shared by the places forms: client messages are translation keys of the 'places' namespace,
 * server messages are shown as sent (lib/form-errors puts them on their fields).
 */
import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Helper text for a field: its translated error, or the given hint. */
export function useFieldMessage(): (error: FieldError | undefined, hint?: string) => string {
  const { t } = useTranslation('places');
  return useCallback(
    (error, hint = ' ') =>
      error?.message ? (error.type === 'server' ? error.message : t(error.message)) : hint,
    [t],
  );
}
