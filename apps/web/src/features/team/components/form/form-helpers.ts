/**
 * Shared by the team forms: client messages are translation keys of the 'team' namespace,
 * server messages are shown as sent, and field errors from an `ApiError` land on fields.
 */
import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client.ts';

/** Helper text for a field: its translated error, or the given hint. */
export function useFieldMessage(): (error: FieldError | undefined, hint?: string) => string {
  const { t } = useTranslation('team');
  return useCallback(
    (error, hint = ' ') =>
      error?.message ? (error.type === 'server' ? error.message : t(error.message)) : hint,
    [t],
  );
}

/**
 * Hands each of the server's field errors to `apply` (which puts it on a form field and says
 * whether it did); true when at least one landed.
 */
export function applyServerErrors(
  error: unknown,
  apply: (key: string, message: string) => boolean,
): boolean {
  if (!isApiError(error) || !error.errors) return false;
  let applied = false;
  for (const [key, messages] of Object.entries(error.errors)) {
    const first = messages[0];
    if (first && apply(key, first)) applied = true;
  }
  return applied;
}

/** The server's message when it sent one, else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.status !== 0 && error.message ? error.message : fallback;
}
