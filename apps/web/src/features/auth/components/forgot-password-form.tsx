/** Asks for a reset link; the same confirmation whether or not the address has an account. */
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OutlinedTextField } from '@/components/form/index.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useForgotPasswordMutation } from '../api/forgot-password.ts';
import { ZForgotPasswordForm, type TForgotPasswordForm } from '../schemas/password-form-schemas.ts';
import { useFieldMessage } from './form-helpers.ts';
import { applyServerErrors, errorMessage } from '@/lib/form-errors.ts';

export function ForgotPasswordForm() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const notify = useNotify();
  const message = useFieldMessage();
  const mutation = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<TForgotPasswordForm>({
    resolver: zodResolver(ZForgotPasswordForm),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });

  const handleSend = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      const response = await mutation.mutateAsync({ email });
      notify.success(response.message || t('common:success.resetLinkSent'));
      setSentTo(email);
    } catch (error) {
      applyServerErrors(error, setError, ['email'] as const);
      const text = errorMessage(error, t('errors:generic'));
      setFormError(text);
      notify.error(text);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={handleSend} spacing={2.5}>
      {sentTo ? (
        <Alert severity="success" role="status">
          {t('forgot.sent', { email: sentTo })}
        </Alert>
      ) : null}
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <Controller
        name="email"
        control={control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <OutlinedTextField
            {...field}
            inputRef={ref}
            label={t('forgot.email')}
            type="email"
            autoComplete="email"
            autoFocus
            fullWidth
            required
            error={Boolean(fieldState.error)}
            helperText={message(fieldState.error)}
          />
        )}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={mutation.isPending}>
        {t(sentTo ? 'forgot.resend' : 'forgot.submit')}
      </Button>
    </Stack>
  );
}
