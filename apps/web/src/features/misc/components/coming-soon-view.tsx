import { useId, useState, type FormEvent } from 'react';
import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isEmailShape } from '@/lib/validation.ts';
import { MiscScreen } from './misc-screen.tsx';

/**
 * "Coming soon" with a notify-me field. This is a preview: the address is checked in the
 * browser and acknowledged, but not sent anywhere (the page says so).
 */
export function ComingSoonView() {
  const { t } = useTranslation('pages');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirmedFor, setConfirmedFor] = useState<string | null>(null);
  const noteId = useId();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) return setError(t('errors:validation.emailRequired'));
    if (!isEmailShape(email)) return setError(t('errors:validation.emailInvalid'));
    setError(null);
    setConfirmedFor(email.trim());
    setEmail('');
  };

  return (
    <MiscScreen
      illustration={<RocketLaunchOutlinedIcon />}
      title={t('misc.comingSoon.title')}
      description={t('misc.comingSoon.description')}
    >
      <Stack spacing={2}>
        <Stack
          component="form"
          noValidate
          onSubmit={handleSubmit}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            label={t('misc.comingSoon.emailLabel')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? ' '}
            fullWidth
            size="small"
            slotProps={{ htmlInput: { 'aria-describedby': noteId } }}
          />
          <Button type="submit" variant="contained" sx={{ flexShrink: 0, minHeight: 40 }}>
            {t('misc.comingSoon.submit')}
          </Button>
        </Stack>
        <Typography id={noteId} variant="body2" color="text.secondary">
          {t('misc.comingSoon.previewNote')}
        </Typography>
        <div role="status" aria-live="polite">
          {confirmedFor ? (
            <Alert severity="success">
              {t('misc.comingSoon.confirmation', { email: confirmedFor })}
            </Alert>
          ) : null}
        </div>
      </Stack>
    </MiscScreen>
  );
}
