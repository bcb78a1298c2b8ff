/**
 * Keeps a scrollable tab list's selected tab, and so its underline, in view. MUI scrolls it
 * into view once, before the scroll buttons of a phone appear and before the labels take their
 * final width (translations, fonts); the tab opened by URL (?tab=roles) then sat half hidden
 * behind a button with its underline at the edge, as if under another tab. This scrolls the
 * list again whenever the selected tab or the list's size changes. Rectangles, not offsets,
 * so it holds right to left as well (scrollLeft runs negative there).
 */
import { useEffect, useRef } from 'react';

const SETTLE_MS = 600;

export function useSelectedTabInView<T>(selected: T) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    const scroller = root?.querySelector<HTMLElement>('.MuiTabs-scroller');
    if (!root || !scroller) return undefined;
    const reveal = () => {
      const tab = root.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (!tab) return;
      const view = scroller.getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      if (box.left < view.left) scroller.scrollLeft -= view.left - box.left;
      else if (box.right > view.right) scroller.scrollLeft += box.right - view.right;
    };
    // Again once MUI's own debounced re-measure (166 ms) and scroll animation (300 ms) are
    // over, which may still scroll to where the tab was before the buttons appeared.
    let later: ReturnType<typeof setTimeout> | undefined;
    const revealNowAndLater = () => {
      reveal();
      clearTimeout(later);
      later = setTimeout(reveal, SETTLE_MS);
    };
    revealNowAndLater();
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(revealNowAndLater);
    observer?.observe(scroller);
    const list = scroller.querySelector('[role="tablist"]');
    if (list) observer?.observe(list);
    return () => {
      clearTimeout(later);
      observer?.disconnect();
    };
  }, [selected]);
  return ref;
}
