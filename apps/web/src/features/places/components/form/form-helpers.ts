/**
 * Shared by the places forms: client messages are translation keys of the 'places' namespace,
 * server messages are shown as sent, and field errors from an `ApiError` land on fields.
 */
import { useCallback } from 'react';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '@/lib/form-errors.ts';

/** Helper text for a field: its translated error, or the given hint. */
export function useFieldMessage(): (error: FieldError | undefined, hint?: string) => string {
  const { t } = useTranslation('places');
  return useCallback(
    (error, hint = ' ') =>
      error?.message ? (error.type === 'server' ? error.message : t(error.message)) : hint,
    [t],
  );
}

/** Puts the server's field errors on the form's fields; true when at least one landed. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  return applyFieldErrors(error, (key, message) => {
    if (!fields.includes(key)) return false;
    setError(key as Path<T>, { type: 'server', message });
    return true;
  });
}

export { serverMessage } from '@/lib/form-errors.ts';
