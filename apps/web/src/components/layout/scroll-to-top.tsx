/**
 * Floating button shown once the page is scrolled more than 200 px; scrolls smoothly to the top.
 * Its code (the button and its zoom) is fetched the first time it is wanted, so a page that is
 * never scrolled down, such as the sign-in page, does not download it.
 */
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { SCROLL_TO_TOP_THRESHOLD } from './scroll.ts';

const ScrollToTopButton = lazy(() => import('./scroll-to-top-button.tsx'));

function subscribe(notify: () => void): () => void {
  window.addEventListener('scroll', notify, { passive: true });
  return () => window.removeEventListener('scroll', notify);
}

const isScrolledDown = () => window.scrollY > SCROLL_TO_TOP_THRESHOLD;

export function ScrollToTop() {
  const visible = useSyncExternalStore(subscribe, isScrolledDown, () => false);
  // Once shown it stays mounted, so it can zoom out when the page is back at the top.
  const [wanted, setWanted] = useState(visible);
  if (visible && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ScrollToTopButton visible={visible} />
    </Suspense>
  );
}
