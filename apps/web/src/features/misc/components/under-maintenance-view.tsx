import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths.ts';
import { MiscScreen } from './misc-screen.tsx';

export function UnderMaintenanceView() {
  const { t } = useTranslation('pages');
  return (
    <MiscScreen
      illustration={<ConstructionOutlinedIcon />}
      title={t('misc.underMaintenance.title')}
      description={t('misc.underMaintenance.description')}
    >
      <Button component={RouterLink} to={paths.root} variant="contained" size="large">
        {t('common:actions.backToHome')}
      </Button>
    </MiscScreen>
  );
}
