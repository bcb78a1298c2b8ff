/**
 * /auth/register: the sign-up wizard. The route is public because payment signs the new user in
 * while two steps (inviting the team, done) remain; a signed-in user with no sign-up under way
 * goes to the dashboards, as on the other visitor pages.
 */
import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink } from 'react-router';
import { AuthCard, RegisterWizard, useRegistration } from '@/features/auth';
import { DEFAULT_LANDING, paths } from '@/config/paths.ts';
import { useSession } from '@/lib/session.ts';

const REGISTER_CARD_WIDTH = 880;

export function Component() {
  const { t } = useTranslation('auth');
  const { loggedIn } = useSession();
  const { step } = useRegistration();
  const finishing = step === 'invite' || step === 'done';

  if (loggedIn && !finishing) return <Navigate to={DEFAULT_LANDING} replace />;

  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      // One width for every step, so the card does not jump from one step to the next.
      maxWidth={REGISTER_CARD_WIDTH}
    >
      <RegisterWizard />
      {step === 'account' ? (
        <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
          {t('register.haveAccount')}{' '}
          <Link component={RouterLink} to={paths.auth.login}>
            {t('register.signIn')}
          </Link>
        </Typography>
      ) : null}
    </AuthCard>
  );
}
