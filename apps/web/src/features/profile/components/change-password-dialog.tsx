/**
 * "Change password": the current password, the new one and its confirmation, each with a
 * show/hide button. Every other device is signed out; this one stays signed in.
 */
import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/lib/notifications.tsx';
import { useChangePasswordMutation } from '../api/change-password.ts';
import { ZChangePasswordForm, type TChangePasswordForm } from '../schemas/profile-forms.ts';
import { FormDialog, FormField } from './form-parts.tsx';
import { applyServerErrors, errorMessage } from '@/lib/form-errors.ts';

const EMPTY: TChangePasswordForm = {
  current_password: '',
  password: '',
  password_confirmation: '',
};
const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const mutation = useChangePasswordMutation();
  const { control, handleSubmit, reset, setError } = useForm<TChangePasswordForm>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const handleSave = handleSubmit(async (values) => {
    try {
      const response = await mutation.mutateAsync(values);
      notify.success(
        response.signed_out_sessions > 0
          ? t('password.changedSignedOut', { count: response.signed_out_sessions })
          : t('password.changed'),
      );
      onClose();
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
      notify.error(errorMessage(error, t('errors.generic')));
    }
  });

  return (
    <FormDialog
      open={open}
      title={t('password.dialogTitle')}
      onClose={onClose}
      onSubmit={handleSave}
      submitLabel={t('password.submit')}
      submitting={mutation.isPending}
      maxWidth="xs"
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('password.otherDevicesNote')}
        </Alert>
        <FormField
          name="current_password"
          control={control}
          label={t('password.current')}
          autoComplete="current-password"
          password
          autoFocus
          required
        />
        <FormField
          name="password"
          control={control}
          label={t('password.new')}
          autoComplete="new-password"
          hint={t('password.hint')}
          password
          required
        />
        <FormField
          name="password_confirmation"
          control={control}
          label={t('password.confirm')}
          autoComplete="new-password"
          password
          required
        />
      </Stack>
    </FormDialog>
  );
}
