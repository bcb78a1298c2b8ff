/** Asks for a reset link; the same confirmation whether or not the address has an account. */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/lib/notifications.tsx';
import { useForgotPasswordMutation } from '../api/forgot-password.ts';
import { ZForgotPasswordForm } from '../schemas/password-form-schemas.ts';
import { AuthForm, useAuthForm } from './auth-form.tsx';
import { FormTextField } from './form-text-field.tsx';

export function ForgotPasswordForm() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const notify = useNotify();
  const mutation = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAuthForm({
    schema: ZForgotPasswordForm,
    defaultValues: { email: '' },
    serverFields: ['email'],
    failure: t('errors:generic'),
    onValid: async ({ email }) => {
      const response = await mutation.mutateAsync({ email });
      notify.success(response.message || t('common:success.resetLinkSent'));
      setSentTo(email);
    },
  });

  return (
    <AuthForm form={form}>
      {sentTo ? (
        <Alert severity="success" role="status">
          {t('forgot.sent', { email: sentTo })}
        </Alert>
      ) : null}
      <FormTextField
        name="email"
        control={form.control}
        label={t('forgot.email')}
        type="email"
        autoComplete="email"
        autoFocus
        fullWidth
        required
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={mutation.isPending}>
        {t(sentTo ? 'forgot.resend' : 'forgot.submit')}
      </Button>
    </AuthForm>
  );
}
