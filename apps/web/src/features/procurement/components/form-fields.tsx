/**
 * Form plumbing of the procurement dialogs: a text field bound to react-hook-form whose client
 * messages are translation keys of 'procurement' (server messages are shown as sent), and the
 * helpers that put an API error's field messages on the form's fields.
 */
import { useCallback } from 'react';
import type { FieldError, FieldValues } from 'react-hook-form';
import { BoundTextField, type BoundTextFieldProps } from '@/components/form/index.ts';
import { useTranslation } from 'react-i18next';

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
