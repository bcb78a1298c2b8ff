/**
 * /auth/reset-password: the guard stores the link's token and e-mail and sends the user here
 * without them in the address; the form reads them back.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { AuthCard, ResetPasswordForm, readResetLink } from '@/features/auth';
import { paths } from '@/config/paths.ts';

export function Component() {
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  const [link] = useState(() => readResetLink(search));
  const valid = Boolean(link.token && link.email);

  return (
    <AuthCard
      title={t('reset.title')}
      subtitle={valid ? t('reset.subtitle', { email: link.email }) : undefined}
    >
      {valid ? (
        <ResetPasswordForm link={link} />
      ) : (
        <Stack spacing={2.5}>
          <Alert severity="warning">{t('reset.missing')}</Alert>
          <Button component={RouterLink} to={paths.auth.forgotPassword} variant="contained">
            {t('reset.requestLink')}
          </Button>
        </Stack>
      )}
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.auth.login}>
          {t('forgot.backToLogin')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
