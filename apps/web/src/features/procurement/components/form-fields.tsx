/**
 * Form plumbing of the procurement dialogs: a text field bound to react-hook-form whose client
 * messages are translation keys of 'procurement' (server messages are shown as sent), and the
 * helpers that put an API error's field messages on the form's fields.
 */
import { useCallback } from 'react';
import type { FieldError, FieldValues } from 'react-hook-form';
import { BoundTextField, type BoundTextFieldProps } from '@/components/form/index.ts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client.ts';

export function useFieldMessage(): (error: FieldError | undefined, hint?: string) => string {
  const { t } = useTranslation('procurement');
  return useCallback(
    (error, hint = ' ') =>
      error?.message ? (error.type === 'server' ? error.message : t(error.message)) : hint,
    [t],
  );
}

export type FormTextFieldProps<T extends FieldValues> = Omit<BoundTextFieldProps<T>, 'message'>;

export function FormTextField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  return <BoundTextField {...props} message={useFieldMessage()} />;
}

/** Hands each server field message to `apply`; true when at least one landed on a field. */
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
