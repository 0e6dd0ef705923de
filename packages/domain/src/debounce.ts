import { DEBOUNCE_MS } from './platform-constants.ts';
import type { TimeoutScheduler } from './scheduler.ts';

/** A debounced function with control over its pending call (spec §9). */
export interface Debounced<A extends readonly unknown[]> {
  /** Schedules `fn` with these arguments, replacing any pending call. */
  call(...args: A): void;
  /** Drops the pending call, if any. */
  cancel(): void;
  /** Runs the pending call now, if any. */
  flush(): void;
  /** True while a call is waiting. */
  pending(): boolean;
}

/**
 * Trailing-edge debounce on injected timers (spec §9 "debounce 300 ms"): `fn` runs once, with the last
 * arguments, `waitMs` after the last call.
 */
export function createDebounce<A extends readonly unknown[]>(
  fn: (...args: A) => void,
  timers: TimeoutScheduler,
  waitMs = DEBOUNCE_MS,
): Debounced<A> {
  let handle: unknown = null;
  let lastArgs: A | null = null;

  const run = (): void => {
    const args = lastArgs;
    handle = null;
    lastArgs = null;
    if (args !== null) fn(...args);
  };

  return {
    call(...args) {
      if (handle !== null) timers.clearTimeout(handle);
      lastArgs = args;
      handle = timers.setTimeout(run, waitMs);
    },
    cancel() {
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
      lastArgs = null;
    },
    flush() {
      if (handle === null) return;
      timers.clearTimeout(handle);
      run();
    },
    pending: () => handle !== null,
  };
}
