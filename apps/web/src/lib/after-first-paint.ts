import { useSyncExternalStore } from 'react';

const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;

/** The longest a screen may hold the after-paint work: one that never says it is shown holds no more. */
const SCREEN_HOLD_MAX_MS = 3000;
let screenHold: Promise<void> | null = null;

/**
 * For a lazy screen opened first that draws its own first screen from the page's answers (the news
 * home): the shell paints before that screen's chunk is in, so the work that waits for the first
 * paint (the gateway's code and handshake, the query client, the whole catalogue, the pop-ups) would
 * be evaluated while the screen renders and its covers load. Called before the first paint, this holds
 * that work until the returned function is called (the screen is shown), at most 3 s; after the first
 * paint it holds nothing.
 */
export function holdAfterPaint(): () => void {
  if (painted() || screenHold) return () => undefined;
  let release: () => void = () => undefined;
  screenHold = new Promise<void>((resolve) => {
    release = resolve;
    setTimeout(resolve, SCREEN_HOLD_MAX_MS);
  });
  return release;
}

/**
 * Runs `fn` once the browser has painted content for the first time (the `first-contentful-paint`
 * entry), so code that is not needed to show the page starts downloading only after it is shown.
 * Falls back to a timer where paint timing is not supported, and never runs `fn` twice. A screen that
 * holds the after-paint work ({@link holdAfterPaint}) delays it further.
 */
export function afterFirstContentfulPaint(fn: () => void, fallbackMs = 1500): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    if (screenHold) void screenHold.then(fn);
    else fn();
  };
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
