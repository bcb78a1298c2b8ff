import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths.ts';
import { MiscScreen } from './misc-screen.tsx';

export interface NotFoundViewProps {
  /** The error code shown to the user (from the URL, e.g. /pages/misc/not-found/410); 404 by default. */
  code?: string;
}

const SAFE_CODE = /^[\w-]{1,12}$/;

export function NotFoundView({ code }: NotFoundViewProps) {
  const { t } = useTranslation('pages');
  const shown = code && SAFE_CODE.test(code) ? code : '404';
  return (
    <MiscScreen
      illustration={<SearchOffIcon />}
      eyebrow={t('misc.notFound.code', { code: shown })}
      title={t('misc.notFound.title')}
      description={t('misc.notFound.description')}
    >
      <Button component={RouterLink} to={paths.root} variant="contained" size="large">
        {t('common:actions.backToHome')}
      </Button>
    </MiscScreen>
  );
}
