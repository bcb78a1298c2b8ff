/**
 * Shared by the auth forms: client messages are translation keys, server messages are shown as
 * sent; field errors from an `ApiError` land on the matching fields.
 */
import { useCallback } from 'react';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '@/lib/form-errors.ts';

/** Helper text for a field: its translated error, or a space so the layout does not jump. */
export function useFieldMessage(): (error: FieldError | undefined) => string {
  const { t } = useTranslation(['auth', 'errors']);
  return useCallback(
    (error) =>
      error?.message ? (error.type === 'server' ? error.message : t(error.message)) : ' ',
    [t],
  );
}

/**
 * Puts the server's field errors on the form's fields. Returns true when at least one landed, so
 * the caller can decide whether the general message is still needed.
 */
/**
 * Puts the server's field errors on the form's fields. Returns true when at least one landed, so
 * the caller can decide whether the general message is still needed.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  return applyFieldErrors(error, (key, message) => {
    const field = fields.find((name) => name === key);
    if (field) setError(field, { type: 'server', message });
    return field !== undefined;
  });
}

export { serverMessage } from '@/lib/form-errors.ts';
