/**
 * Step 2: the 6-digit code sent by e-mail, with a resend button that waits 60 seconds between
 * e-mails (the server enforces the same limit).
 */
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OutlinedTextField } from '@/components/form/index.ts';
import { useJourneyNotify } from '@/lib/notifications.tsx';
import {
  RESEND_COOLDOWN_MS,
  useResendVerificationMutation,
} from '../../api/resend-verification.ts';
import { useVerifyEmailMutation } from '../../api/verify-email.ts';
import {
  resetRegistration,
  SIGN_UP_JOURNEY,
  startResendCooldown,
  updateRegistration,
  useRegistration,
} from '../../registration/registration-store.ts';
import {
  VERIFICATION_CODE_LENGTH,
  ZVerifyCodeForm,
  type TVerifyCodeForm,
} from '../../schemas/register-form-schemas.ts';
import { useFieldMessage } from '../form-helpers.ts';
import { useCountdown } from './use-countdown.ts';
import { applyServerErrors, errorMessage } from '@/lib/form-errors.ts';

export function VerifyEmailStep() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const notify = useJourneyNotify(SIGN_UP_JOURNEY);
  const message = useFieldMessage();
  const { userId, secret, email, resendAvailableAt } = useRegistration();
  const verify = useVerifyEmailMutation();
  const resend = useResendVerificationMutation();
  const secondsLeft = useCountdown(resendAvailableAt);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<TVerifyCodeForm>({
    resolver: zodResolver(ZVerifyCodeForm),
    defaultValues: { code: '' },
    mode: 'onTouched',
  });

  const missingUser = () => {
    const text = t('errors:auth.userIdMissing');
    setFormError(text);
    notify.error(text);
  };

  const handleVerify = handleSubmit(async ({ code }) => {
    setFormError(null);
    if (!userId || !secret) return missingUser();
    try {
      await verify.mutateAsync({ code, user_id: userId, sign_up_secret: secret });
      notify.success(t('common:success.emailVerified'));
      updateRegistration({ step: 'company' });
    } catch (error) {
      applyServerErrors(error, setError, ['code'] as const);
      const text = errorMessage(error, t('errors:auth.verificationFailed'));
      setFormError(text);
      notify.error(text);
    }
  });

  const handleResend = async () => {
    setFormError(null);
    if (!userId || !secret) return missingUser();
    try {
      const result = await resend.mutateAsync({ user_id: userId, sign_up_secret: secret });
      notify.success(t('common:success.verificationEmailSent'));
      startResendCooldown(result.retryAfterMs);
    } catch (error) {
      const text = errorMessage(error, t('errors:auth.resendFailed'));
      notify.error(text);
      // A rate-limited resend still starts the countdown, so the button says when to retry.
      startResendCooldown(RESEND_COOLDOWN_MS);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={handleVerify} spacing={2.5}>
      <Typography color="text.secondary">
        {email ? t('register.verify.sentTo', { email }) : t('register.verify.sentToYou')}
      </Typography>
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <Controller
        name="code"
        control={control}
        render={({ field: { ref, onChange, ...field }, fieldState }) => (
          <OutlinedTextField
            {...field}
            onChange={(event) =>
              onChange(event.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))
            }
            inputRef={ref}
            label={t('register.verify.code')}
            autoComplete="one-time-code"
            autoFocus
            fullWidth
            required
            inputProps={{
              inputMode: 'numeric',
              maxLength: VERIFICATION_CODE_LENGTH,
              style: { letterSpacing: '0.5em', fontVariantNumeric: 'tabular-nums' },
            }}
            error={Boolean(fieldState.error)}
            helperText={message(fieldState.error)}
          />
        )}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={verify.isPending}>
        {t('register.verify.submit')}
      </Button>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Button
          variant="text"
          onClick={handleResend}
          loading={resend.isPending}
          disabled={secondsLeft > 0}
        >
          {secondsLeft > 0
            ? t('register.verify.resendIn', { seconds: secondsLeft })
            : t('register.verify.resend')}
        </Button>
        <Button variant="text" color="secondary" onClick={resetRegistration}>
          {t('register.startOver')}
        </Button>
      </Stack>
    </Stack>
  );
}
