/**
 * Shared by the places forms: client messages are translation keys of the 'places' namespace,
 * server messages are shown as sent, and field errors from an `ApiError` land on fields.
 */
import { useCallback } from 'react';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client.ts';

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
  if (!isApiError(error) || !error.errors) return false;
  let applied = false;
  for (const [key, messages] of Object.entries(error.errors)) {
    const message = messages[0];
    if (message && fields.includes(key)) {
      setError(key as Path<T>, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}

/** The server's message when it sent one, else the given fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.status !== 0 && error.message ? error.message : fallback;
}
