/** Whole seconds left until `target` (epoch ms), ticking once a second; 0 once it has passed. */
import { useEffect, useState } from 'react';

export function useCountdown(target: number): number {
  const [now, setNow] = useState(Date.now);
  const seconds = Math.max(0, Math.ceil((target - now) / 1000));
  const running = seconds > 0 || target > now;

  useEffect(() => {
    if (!running) return undefined;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [running, target]);

  return seconds;
}
