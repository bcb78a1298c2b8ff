/** The last step: the organisation is ready; on to the dashboard. */
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_LANDING } from '@/config/paths.ts';
import { resetRegistration } from '../../registration/registration-store.ts';

export function DoneStep() {
  const { t } = useTranslation('auth');
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 72 }} aria-hidden />
      <Typography variant="h6" component="p">
        {t('register.done.title')}
      </Typography>
      <Typography color="text.secondary">{t('register.done.description')}</Typography>
      <Button
        component={RouterLink}
        to={DEFAULT_LANDING}
        onClick={resetRegistration}
        variant="contained"
        size="large"
      >
        {t('register.done.dashboard')}
      </Button>
    </Stack>
  );
}
