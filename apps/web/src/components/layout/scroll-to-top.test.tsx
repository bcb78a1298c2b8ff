import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { easeInOutCubic, scrollToTop } from './scroll.ts';
import { ScrollToTop } from './scroll-to-top.tsx';

function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { value, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

/** Runs requestAnimationFrame callbacks on demand with a chosen timestamp. */
function fakeAnimationFrames() {
  const queue: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    queue.push(callback);
    return queue.length;
  });
  return (time: number) => queue.splice(0).forEach((callback) => callback(time));
}

let scrollTo: ReturnType<typeof vi.fn>;

// The button is its own chunk: loaded here once, so under load no test waits on the import.
beforeAll(async () => {
  await import('./scroll-to-top-button.tsx');
});

beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  setScrollY(0);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ScrollToTop', () => {
  it('appears only once the page is scrolled more than 200 px', async () => {
    render(<ScrollToTop />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    setScrollY(200);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    setScrollY(201);
    expect(
      await screen.findByRole('button', { name: 'Scroll to top' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('scrolls smoothly to the top over 300 ms when clicked', async () => {
    const frame = fakeAnimationFrames();
    render(<ScrollToTop />);
    setScrollY(1000);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Scroll to top' }, { timeout: 5000 }),
    );
    expect(scrollTo).not.toHaveBeenCalled();

    frame(1000); // first frame: the animation starts
    frame(1150); // half-way: ease-in-out cubic is at 0.5
    frame(1300); // done
    expect(scrollTo.mock.calls).toEqual([
      [0, 1000],
      [0, 500],
      [0, 0],
    ]);
    frame(1400);
    expect(scrollTo).toHaveBeenCalledTimes(3);
  });
});

describe('scrollToTop', () => {
  it('jumps straight to the top when the user prefers reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    );
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    Object.defineProperty(window, 'scrollY', { value: 800, configurable: true });
    scrollToTop();
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
    expect(frame).not.toHaveBeenCalled();
  });

  it('eases in and out', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.25)).toBeCloseTo(0.0625);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(0.75)).toBeCloseTo(0.9375);
    expect(easeInOutCubic(1)).toBe(1);
  });
});
