import type { Page } from 'playwright-core';

/** A main-thread task over 50 ms, as the page's `longtask` PerformanceObserver reports it (page ms). */
export interface LongTask {
  start: number;
  duration: number;
}

declare global {
  interface Window {
    __longTasks: LongTask[];
  }
}

/** Records the page's long tasks into `window.__longTasks` from before its first script runs. */
export async function watchLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The long tasks that started at or after `from` (the page's `performance.now()` ms). */
export function longTasksSince(page: Page, from: number): Promise<LongTask[]> {
  return page.evaluate((t0) => window.__longTasks.filter((x) => x.start >= t0), from);
}
