import { useEffect, useState } from 'react';
import { limits } from '../../../shared/limits';

/** The value once it has stopped changing for `delayMs` (spec: text inputs debounce by 300 ms). */
export function useDebouncedValue<T>(value: T, delayMs: number = limits.debounceMs): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
