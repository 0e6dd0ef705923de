import { useEffect, useState } from 'react';
import { DEBOUNCE_MS, createDebounce } from '@arena/domain';

const windowTimers = {
  setTimeout: (fn: () => void, ms: number) => window.setTimeout(fn, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
};

/** `value` once it has stayed the same for `waitMs` (spec §9 "debounce 300 ms"), via the domain debounce. */
export function useDebouncedValue<T>(value: T, waitMs = DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const debounced = createDebounce((v: T) => setSettled(() => v), windowTimers, waitMs);
    debounced.call(value);
    return () => debounced.cancel();
  }, [value, waitMs]);
  return settled;
}
