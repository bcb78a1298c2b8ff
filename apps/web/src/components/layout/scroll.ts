/** Smooth scrolling to the top of the page (spec section 9: 300 ms, ease-in-out cubic). */
export const SCROLL_TO_TOP_THRESHOLD = 200;
export const SCROLL_TO_TOP_DURATION = 300;

export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Animates window scrolling to the top; jumps straight there when the user prefers less motion. */
export function scrollToTop(duration = SCROLL_TO_TOP_DURATION): void {
  const start = window.scrollY;
  if (start <= 0) return;
  if (duration <= 0 || prefersReducedMotion()) {
    window.scrollTo(0, 0);
    return;
  }
  let startTime: number | undefined;
  const step = (now: number) => {
    startTime ??= now;
    const progress = Math.min((now - startTime) / duration, 1);
    window.scrollTo(0, Math.round(start * (1 - easeInOutCubic(progress))));
    if (progress < 1) window.requestAnimationFrame(step);
  };
  window.requestAnimationFrame(step);
}
