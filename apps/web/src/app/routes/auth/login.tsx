/**
 * /auth/login: the sign-in card. Signing in changes the session; the route guard then moves the
 * user on, to where they were heading (`?to=`) or to the default landing page. When the demo
 * organisation is seeded, its sign-in details are shown and can fill the form. A visitor's first
 * visit shows it in the sign-in shell (app/login-shell.tsx), without the router: it imports none.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageLink } from '@/components/layout/page-link.tsx';
import { DemoAccounts, LoginForm } from '@/features/auth';
import { paths } from '@/config/paths.ts';

interface Credentials {
  email: string;
  password: string;
}

export function Component() {
  const { t } = useTranslation(['pages', 'common']);
  const [demo, setDemo] = useState<Credentials | null>(null);

  return (
    <Box sx={{ width: '100%', flexGrow: 1, display: 'grid', placeItems: 'center', px: 2, py: 4 }}>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
          <Typography variant="h5" component="p" color="primary" sx={{ fontWeight: 800, mb: 3 }}>
            {t('common:appName')}
          </Typography>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 0.5 }}>
            {t('login.heading', { app: t('common:appName') })}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('login.subheading')}
          </Typography>
          <DemoAccounts onUse={setDemo} />
          <LoginForm key={demo?.email ?? ''} defaultValues={demo ?? undefined} />
          <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
            {t('login.noAccount')}{' '}
            <PageLink to={paths.auth.register}>{t('login.createAccount')}</PageLink>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
