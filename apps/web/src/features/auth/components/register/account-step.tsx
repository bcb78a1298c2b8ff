/** Step 1: username, e-mail and password. Success moves to the e-mail code after 100 ms. */
import { useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useJourneyNotify } from '@/lib/notifications.tsx';
import { REGISTRATION_PAUSE_MS, useRegisterMutation } from '../../api/register.ts';
import { RESEND_COOLDOWN_MS } from '../../api/resend-verification.ts';
import {
  SIGN_UP_JOURNEY,
  startResendCooldown,
  updateRegistration,
} from '../../registration/registration-store.ts';
import { ZAccountForm } from '../../schemas/register-form-schemas.ts';
import { FormTextField } from '../form-text-field.tsx';
import { AuthForm, useAuthForm } from '../auth-form.tsx';

const FIELDS = ['username', 'email', 'password'] as const;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function AccountStep() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const notify = useJourneyNotify(SIGN_UP_JOURNEY);
  const mutation = useRegisterMutation();
  const [pausing, setPausing] = useState(false);
  const form = useAuthForm({
    schema: ZAccountForm,
    defaultValues: { username: '', email: '', password: '' },
    serverFields: FIELDS,
    failure: t('errors:auth.registrationFailed'),
    onValid: async (values) => {
      const result = await mutation.mutateAsync(values);
      notify.success(t('common:success.verificationEmailSent'));
      // Spec section 4: a short pause follows registration before the next step; the step
      // says so at once (the button keeps waiting).
      setPausing(true);
      await pause(REGISTRATION_PAUSE_MS);
      updateRegistration({
        step: 'verify',
        userId: result.userId,
        secret: result.secret,
        email: values.email,
      });
      startResendCooldown(RESEND_COOLDOWN_MS);
    },
  });
  const { control } = form;

  return (
    <AuthForm form={form}>
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
        loading={form.dialog.pending || pausing}
      >
        {t('register.account.submit')}
      </Button>
    </AuthForm>
  );
}
