import { useEffect, useRef, useState } from 'react';

/**
 * The value once it has not changed for `delayMs`, but at the latest `maxWaitMs` after the first
 * unsettled change (docs/rules/validation.md search timing: 500 ms debounce, 5000 ms max wait).
 */
export function useDebouncedValue<T>(value: T, delayMs: number, maxWaitMs: number): T {
  const [settled, setSettled] = useState(value);
  const firstChange = useRef<number | null>(null);

  useEffect(() => {
    if (Object.is(value, settled)) {
      firstChange.current = null;
      return;
    }
    firstChange.current ??= Date.now();
    const waited = Date.now() - firstChange.current;
    const timer = setTimeout(
      () => {
        firstChange.current = null;
        setSettled(value);
      },
      Math.max(0, Math.min(delayMs, maxWaitMs - waited)),
    );
    return () => clearTimeout(timer);
  }, [value, settled, delayMs, maxWaitMs]);

  return settled;
}
