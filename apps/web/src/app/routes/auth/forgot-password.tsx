/** /auth/forgot-password: asks for a reset link by e-mail. */
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthCard, ForgotPasswordForm } from '@/features/auth';
import { paths } from '@/config/paths.ts';

export function Component() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <ForgotPasswordForm />
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.auth.login}>
          {t('forgot.backToLogin')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
