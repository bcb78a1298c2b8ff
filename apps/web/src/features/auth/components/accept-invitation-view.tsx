/**
 * /auth/AcceptInvitation?token=...: shows the invitation (organisation, role, inviter, e-mail)
 * and creates the invitee's account; accepting signs them in, and the guard moves them on.
 */
import { FormTextField } from './form-text-field.tsx';
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { OutlinedTextField } from '@/components/form/index.ts';
import { paths } from '@/config/paths.ts';
import { useBuiltInName } from '@/lib/built-in-name.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useAcceptInvitationMutation } from '../api/accept-invitation.ts';
import { useInvitationQuery } from '../api/invitation.ts';
import {
  ZAcceptInvitationForm,
  type TAcceptInvitationForm,
} from '../schemas/password-form-schemas.ts';
import { applyServerErrors, errorMessage } from '@/lib/form-errors.ts';

const FIELDS = ['name', 'username', 'password', 'password_confirmation'] as const;

export interface AcceptInvitationViewProps {
  token: string;
  /** Called once the invitee is signed in. */
  onAccepted?: () => void;
}

export function AcceptInvitationView({ token, onAccepted }: AcceptInvitationViewProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const roleName = useBuiltInName('access');
  const notify = useNotify();
  const invitation = useInvitationQuery(token);
  const accept = useAcceptInvitationMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<TAcceptInvitationForm>({
    resolver: zodResolver(ZAcceptInvitationForm),
    defaultValues: { name: '', username: '', password: '', password_confirmation: '' },
    mode: 'onTouched',
  });

  const handleAccept = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await accept.mutateAsync({ token, ...values });
      notify.success(t('invitation.accepted'));
      onAccepted?.();
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
      const text = errorMessage(error, t('errors:generic'));
      setFormError(text);
      notify.error(text);
    }
  });

  if (token && invitation.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label={t('invitation.loading')} />
      </Box>
    );
  }
  if (!token || invitation.isError || !invitation.data) {
    return (
      <Stack spacing={2.5}>
        <Alert severity="error">
          <AlertTitle>{t('invitation.invalidTitle')}</AlertTitle>
          {t('invitation.invalid')}
        </Alert>
        <Button component={RouterLink} to={paths.auth.login} variant="contained">
          {t('invitation.toLogin')}
        </Button>
      </Stack>
    );
  }

  const details = invitation.data;
  return (
    <Stack component="form" noValidate onSubmit={handleAccept} spacing={2.5}>
      <Typography color="text.secondary">
        {t('invitation.summary', {
          inviter: details.inviter_name,
          organisation: details.organisation_name,
          role: roleName({ name: details.role, key: details.role_key }),
        })}
      </Typography>
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <OutlinedTextField
        label={t('invitation.email')}
        value={details.email}
        readOnly
        fullWidth
        autoComplete="email"
        inputProps={{ 'aria-readonly': true }}
      />
      <FormTextField
        name="name"
        control={control}
        label={t('invitation.name')}
        autoComplete="name"
        autoFocus
        fullWidth
        required
      />
      <FormTextField
        name="username"
        control={control}
        label={t('invitation.username')}
        autoComplete="username"
        fullWidth
        required
      />
      <FormTextField
        name="password"
        control={control}
        password
        label={t('invitation.password')}
        autoComplete="new-password"
        required
      />
      <FormTextField
        name="password_confirmation"
        control={control}
        password
        label={t('invitation.confirm')}
        autoComplete="new-password"
        required
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={accept.isPending}>
        {t('invitation.submit')}
      </Button>
    </Stack>
  );
}
