/**
 * An auth page's form (a sign-up step, the reset-link request): checked by its schema, sent,
 * and when the server refuses, its field errors under the fields and its sentence both above
 * them and as a notification (the form may have scrolled out of view on a phone).
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { FieldValues } from 'react-hook-form';
import {
  useServerForm,
  type FormState,
  type ServerForm,
  type ServerFormOptions,
} from '@/components/form/index.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';

export function useAuthForm<Input extends FieldValues, Output = Input>(
  options: Omit<ServerFormOptions<Input, Output>, 'describe' | 'alwaysDescribe'>,
): ServerForm<Input, Output> {
  const notify = useNotify();
  return useServerForm({
    ...options,
    alwaysDescribe: true,
    describe: (error, fallback) => {
      const text = errorMessage(error, fallback);
      notify.error(text);
      return text;
    },
  });
}

export function AuthForm({ form, children }: { form: { dialog: FormState }; children: ReactNode }) {
  return (
    <Stack component="form" noValidate onSubmit={form.dialog.onSubmit} spacing={2.5}>
      {form.dialog.error ? <Alert severity="error">{form.dialog.error}</Alert> : null}
      {children}
    </Stack>
  );
}
