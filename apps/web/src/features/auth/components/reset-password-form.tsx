/**
 * Sets a new password with the token and e-mail the guard stored from the link (spec sections 2
 * and 4). Success: the response message (or 'Password reset successfully'); failure: the server
 * message, else the error's message, else 'Something went wrong'.
 */
import { FormTextField } from './form-text-field.tsx';
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useResetPasswordMutation } from '../api/reset-password.ts';
import { clearResetLink, type ResetLink } from '../registration/reset-link.ts';
import { ZResetPasswordForm, type TResetPasswordForm } from '../schemas/password-form-schemas.ts';
import { applyServerErrors } from '@/lib/form-errors.ts';

/** The message a failed reset shows (spec section 8). */
export function resetFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export function ResetPasswordForm({ link }: { link: ResetLink }) {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const notify = useNotify();
  const mutation = useResetPasswordMutation();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<TResetPasswordForm>({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { password: '', password_confirmation: '' },
    mode: 'onTouched',
  });

  const handleReset = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const response = await mutation.mutateAsync({ ...link, ...values });
      notify.success(response.message || t('common:success.passwordReset'));
      clearResetLink();
      setDone(true);
    } catch (error) {
      // ApiError carries the server's message; any other error its own.
      applyServerErrors(error, setError, ['password', 'password_confirmation'] as const);
      const text = resetFailureMessage(error, t('errors:generic'));
      setFormError(text);
      notify.error(text);
    }
  });

  if (done) {
    return (
      <Stack spacing={2.5}>
        <Alert severity="success" role="status">
          {t('reset.done')}
        </Alert>
        <Button component={RouterLink} to={paths.auth.login} variant="contained" size="large">
          {t('reset.toLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack component="form" noValidate onSubmit={handleReset} spacing={2.5}>
      {formError ? (
        <Alert severity="error">
          {formError}{' '}
          <Link component={RouterLink} to={paths.auth.forgotPassword}>
            {t('reset.newLink')}
          </Link>
        </Alert>
      ) : null}
      <FormTextField
        name="password"
        control={control}
        password
        label={t('reset.password')}
        autoComplete="new-password"
        autoFocus
        required
      />
      <FormTextField
        name="password_confirmation"
        control={control}
        password
        label={t('reset.confirm')}
        autoComplete="new-password"
        required
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={mutation.isPending}>
        {t('reset.submit')}
      </Button>
    </Stack>
  );
}
