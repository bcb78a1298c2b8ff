import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { clearSession } from '@/lib/session.ts';
import { MiscScreen } from './misc-screen.tsx';

export function NotAuthorizedView() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();

  const handleSwitchUser = () => {
    clearSession();
    void navigate(paths.auth.login, { replace: true });
  };

  return (
    <MiscScreen
      illustration={<LockOutlinedIcon />}
      eyebrow={t('misc.notAuthorized.code')}
      title={t('misc.notAuthorized.title')}
      description={t('misc.notAuthorized.description')}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'center' }}
      >
        <Button component={RouterLink} to={paths.root} variant="contained" size="large">
          {t('common:actions.backToHome')}
        </Button>
        <Button onClick={handleSwitchUser} variant="outlined" size="large">
          {t('misc.notAuthorized.switchUser')}
        </Button>
      </Stack>
    </MiscScreen>
  );
}
