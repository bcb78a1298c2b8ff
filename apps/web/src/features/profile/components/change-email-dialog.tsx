/**
 * "Change email" in two steps: the new address and the password, then the 6-digit code sent to
 * that address. The address changes only once the code is accepted. The card mounts it afresh
 * for each opening (a new `key`), so every attempt starts empty.
 */
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/lib/notifications.tsx';
import {
  useConfirmEmailChangeMutation,
  useRequestEmailChangeMutation,
} from '../api/email-change.ts';
import {
  ZChangeEmailForm,
  ZEmailCodeForm,
  type TChangeEmailForm,
  type TEmailCodeForm,
} from '../schemas/profile-forms.ts';
import { FormDialog, FormField } from './form-parts.tsx';
import { applyServerErrors, errorMessage } from '@/lib/form-errors.ts';

export interface ChangeEmailDialogProps {
  open: boolean;
  currentEmail: string;
  onClose: () => void;
}

export function ChangeEmailDialog({ open, currentEmail, onClose }: ChangeEmailDialogProps) {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const request = useRequestEmailChangeMutation();
  const confirm = useConfirmEmailChangeMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailForm = useForm<TChangeEmailForm>({
    resolver: zodResolver(ZChangeEmailForm),
    defaultValues: { new_email: '', password: '' },
    mode: 'onTouched',
  });
  const codeForm = useForm<TEmailCodeForm>({
    resolver: zodResolver(ZEmailCodeForm),
    defaultValues: { code: '' },
  });

  const handleRequest = emailForm.handleSubmit(async (values) => {
    try {
      const response = await request.mutateAsync(values);
      setSentTo(response.new_email);
      codeForm.reset({ code: '' });
    } catch (error) {
      applyServerErrors(error, emailForm.setError, ['new_email', 'password'] as const);
      notify.error(errorMessage(error, t('errors.generic')));
    }
  });

  const handleConfirm = codeForm.handleSubmit(async (values) => {
    try {
      const response = await confirm.mutateAsync(values);
      notify.success(t('email.changed', { email: response.email }));
      onClose();
    } catch (error) {
      applyServerErrors(error, codeForm.setError, ['code'] as const);
      notify.error(errorMessage(error, t('errors.generic')));
    }
  });

  if (sentTo) {
    return (
      <FormDialog
        open={open}
        title={t('email.dialogTitle')}
        onClose={onClose}
        onSubmit={handleConfirm}
        submitLabel={t('email.confirm')}
        submitting={confirm.isPending}
        maxWidth="xs"
        extraActions={
          <Button
            onClick={() => setSentTo(null)}
            disabled={confirm.isPending}
            sx={{ marginInlineEnd: 'auto' }}
          >
            {t('email.startAgain')}
          </Button>
        }
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="info" role="status">
            {t('email.codeSent', { email: sentTo })}
          </Alert>
          <FormField
            name="code"
            control={codeForm.control}
            label={t('email.code')}
            autoComplete="one-time-code"
            inputProps={{ inputMode: 'numeric', maxLength: 6, dir: 'ltr' }}
            autoFocus
            required
          />
        </Stack>
      </FormDialog>
    );
  }

  return (
    <FormDialog
      open={open}
      title={t('email.dialogTitle')}
      onClose={onClose}
      onSubmit={handleRequest}
      submitLabel={t('email.sendCode')}
      submitting={request.isPending}
      maxWidth="xs"
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('email.explain', { email: currentEmail })}
        </Alert>
        <FormField
          name="new_email"
          control={emailForm.control}
          label={t('email.newEmail')}
          type="email"
          autoComplete="email"
          inputProps={{ dir: 'ltr' }}
          autoFocus
          required
        />
        <FormField
          name="password"
          control={emailForm.control}
          label={t('email.password')}
          autoComplete="current-password"
          password
          required
        />
      </Stack>
    </FormDialog>
  );
}
