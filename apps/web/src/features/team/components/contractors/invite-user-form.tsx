/** "Invite a user" for a contractor company: an e-mail address gets an invitation. */
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useInviteContractorUserMutation } from '../../api/invite-contractor-user.ts';
import { errorMessage } from '@/lib/form-errors.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function InviteUserForm({
  contractorId,
  companyName,
}: {
  contractorId: string;
  companyName: string;
}) {
  const { t } = useTranslation('team');
  const notify = useNotify();
  const headingId = useId();
  const mutation = useInviteContractorUserMutation(contractorId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const handleInvite = async (event: React.FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!EMAIL.test(value)) {
      setError(t('validation.emailInvalid'));
      return;
    }
    setError(null);
    try {
      await mutation.mutateAsync({ email: value });
      notify.success(t('invite.sent', { email: value }));
      setEmail('');
    } catch (failure) {
      const fieldError = isApiError(failure) ? failure.errors?.email?.[0] : undefined;
      setError(fieldError ?? errorMessage(failure, t('invite.failed')));
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void handleInvite(event)}
      aria-labelledby={headingId}
    >
      <Typography id={headingId} component="h4" variant="subtitle1">
        {t('invite.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('invite.description', { company: companyName })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          type="email"
          label={t('invite.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? ' '}
          autoComplete="off"
          sx={{ flex: '1 1 220px' }}
        />
        <Button type="submit" variant="outlined" loading={mutation.isPending}>
          {t('invite.submit')}
        </Button>
      </Box>
    </Box>
  );
}
