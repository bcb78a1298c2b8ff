/**
 * Fields that depend on another (a location on its building): when `value` changes after the
 * first render, `reset` clears them. The first render keeps the values the form started with.
 */
import { useEffect, useRef } from 'react';

export function useResetWhenChanged(value: unknown, reset: () => void): void {
  const shown = useRef(value);
  useEffect(() => {
    if (shown.current === value) return;
    shown.current = value;
    reset();
  }, [value, reset]);
}
