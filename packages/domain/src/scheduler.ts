/**
 * Injected timer functions (spec §4, §9 schedules). The package never touches the global timers: the
 * web passes `window.setTimeout`-style functions, tests pass a fake clock. Method syntax keeps the
 * handle type loose so both browser numbers and Node `Timeout` objects fit.
 */

/** One-shot timers (spec §9 server-time sync, debounce). */
export interface TimeoutScheduler {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Repeating timers (spec §4 page-title scroll). */
export interface IntervalScheduler {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}
