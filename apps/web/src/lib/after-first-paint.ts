import { useSyncExternalStore } from 'react';

/**
 * Runs `fn` once the browser has painted content for the first time (the `first-contentful-paint`
 * entry), so code that is not needed to show the page starts downloading only after it is shown.
 * Falls back to a timer where paint timing is not supported, and never runs `fn` twice.
 */
export function afterFirstContentfulPaint(fn: () => void, fallbackMs = 1500): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    fn();
  };
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted()) return run();
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes.includes('paint')
  ) {
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      run();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  setTimeout(run, fallbackMs);
}

let firstPaintDone = false;
const listeners = new Set<() => void>();
afterFirstContentfulPaint(() => {
  firstPaintDone = true;
  for (const listener of listeners) listener();
});

/**
 * `false` until the first content is painted, then `true` for good: sections that need the gateway
 * mount only then, so their code is fetched after the page is on screen (docs/perf.md).
 */
export function useFirstPaintDone(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => firstPaintDone,
  );
}
