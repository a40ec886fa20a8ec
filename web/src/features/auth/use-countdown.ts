import { useEffect, useState } from 'react';
import { secondsUntil } from './countdown';

/** Seconds left until `deadline` (epoch ms), re-rendering every second until it reaches zero. */
export function useCountdown(deadline: number): number {
  const [left, setLeft] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    setLeft(secondsUntil(deadline));
    if (secondsUntil(deadline) === 0) return;
    const timer = setInterval(() => {
      const next = secondsUntil(deadline);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);
  return left;
}
