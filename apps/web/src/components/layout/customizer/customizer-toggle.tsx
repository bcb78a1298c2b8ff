/** Floating button that opens the customizer while the navbar (which holds its button) is hidden. */
import Fab from '@mui/material/Fab';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { useTranslation } from 'react-i18next';
import { layoutZIndex } from '@/lib/theme/create-app-theme.ts';
import { CUSTOMIZER_ID } from '../constants.ts';

export interface CustomizerToggleProps {
  open: boolean;
  onOpen: () => void;
}

export function CustomizerToggle({ open, onOpen }: CustomizerToggleProps) {
  const { t } = useTranslation('layout');
  return (
    <Fab
      size="small"
      color="secondary"
      aria-label={t('navbar.customize')}
      aria-controls={CUSTOMIZER_ID}
      aria-expanded={open}
      onClick={onOpen}
      sx={{ position: 'fixed', top: '50%', insetInlineEnd: 16, zIndex: layoutZIndex.scrollToTop }}
    >
      <TuneOutlined />
    </Fab>
  );
}
