/** Step 1: username, e-mail and password. Success moves to the e-mail code after 100 ms. */
import { FormTextField } from '../form-text-field.tsx';
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/lib/notifications.tsx';
import { REGISTRATION_PAUSE_MS, useRegisterMutation } from '../../api/register.ts';
import { RESEND_COOLDOWN_MS } from '../../api/resend-verification.ts';
import { startResendCooldown, updateRegistration } from '../../registration/registration-store.ts';
import { ZAccountForm, type TAccountForm } from '../../schemas/register-form-schemas.ts';
import { applyServerErrors, errorMessage } from '@/lib/form-errors.ts';

const FIELDS = ['username', 'email', 'password'] as const;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function AccountStep() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const notify = useNotify();
  const mutation = useRegisterMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [pausing, setPausing] = useState(false);
  const { control, handleSubmit, setError } = useForm<TAccountForm>({
    resolver: zodResolver(ZAccountForm),
    defaultValues: { username: '', email: '', password: '' },
    mode: 'onTouched',
  });

  const handleRegister = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await mutation.mutateAsync(values);
      notify.success(t('common:success.verificationEmailSent'));
      // Spec section 4: a short pause follows registration before the next step.
      setPausing(true);
      await pause(REGISTRATION_PAUSE_MS);
      updateRegistration({
        step: 'verify',
        userId: result.userId,
        email: values.email,
      });
      startResendCooldown(RESEND_COOLDOWN_MS);
    } catch (error) {
      setPausing(false);
      applyServerErrors(error, setError, FIELDS);
      const text = errorMessage(error, t('errors:auth.registrationFailed'));
      setFormError(text);
      notify.error(text);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={handleRegister} spacing={2.5}>
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <FormTextField
        name="username"
        control={control}
        label={t('register.account.username')}
        autoComplete="username"
        autoFocus
        fullWidth
        required
      />
      <FormTextField
        name="email"
        control={control}
        label={t('register.account.email')}
        type="email"
        autoComplete="email"
        fullWidth
        required
      />
      <FormTextField
        name="password"
        control={control}
        password
        label={t('register.account.password')}
        autoComplete="new-password"
        required
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={mutation.isPending || pausing}
      >
        {t('register.account.submit')}
      </Button>
    </Stack>
  );
}
