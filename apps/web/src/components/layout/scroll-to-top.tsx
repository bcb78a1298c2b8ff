/** Floating button shown once the page is scrolled more than 200 px; scrolls smoothly to the top. */
import { useSyncExternalStore } from 'react';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { useTranslation } from 'react-i18next';
import { layoutZIndex } from '@/lib/theme/create-app-theme.ts';
import { SCROLL_TO_TOP_THRESHOLD, scrollToTop } from './scroll.ts';

function subscribe(notify: () => void): () => void {
  window.addEventListener('scroll', notify, { passive: true });
  return () => window.removeEventListener('scroll', notify);
}

const isScrolledDown = () => window.scrollY > SCROLL_TO_TOP_THRESHOLD;

export function ScrollToTop() {
  const { t } = useTranslation('layout');
  const visible = useSyncExternalStore(subscribe, isScrolledDown, () => false);

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
