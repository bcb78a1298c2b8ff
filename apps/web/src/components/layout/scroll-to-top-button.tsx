/** The floating button of ScrollToTop: its own chunk, fetched the first time a page is scrolled down. */
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { useTranslation } from 'react-i18next';
import { layoutZIndex } from '@/lib/theme/create-app-theme.ts';
import { scrollToTop } from './scroll.ts';

export default function ScrollToTopButton({ visible }: { visible: boolean }) {
  const { t } = useTranslation('layout');
  return (
    <Zoom in={visible} unmountOnExit>
      <Fab
        color="primary"
        size="medium"
        aria-label={t('scrollToTop')}
        onClick={() => scrollToTop()}
        sx={{ position: 'fixed', bottom: 24, insetInlineEnd: 24, zIndex: layoutZIndex.scrollToTop }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
