import { chromium, type Page } from 'playwright-core';
import { startServer, type ServerHandle } from '../../apps/web/e2e/server-process.ts';
import { longTasksSince, watchLongTasks, type LongTask } from './long-tasks.ts';

/** Budget: no long task over 50 ms while a 200-match list renders and updates at 4x CPU throttling. */
export const LONG_TASK_BUDGET_MS = 50;
/** `LIVE_BENCH_CPU=1` measures without throttling, to tell the code's cost from a loaded machine's. */
export const CPU_THROTTLE = Number(process.env.LIVE_BENCH_CPU ?? 4);
/** How long the server changes every match once a second. */
export const UPDATE_SECONDS = 20;

/** What a list bench works with: the home opened in a phone-sized page, long tasks recorded. */
export interface ListBench {
  server: ServerHandle;
  page: Page;
  /** How many of the `/assets/` files the home's first load fetched have a path matching `pattern`. */
  homeChunks: (pattern: RegExp) => number;
  /** Turns on the CPU throttling (`CPU_THROTTLE`). */
  throttle: () => Promise<void>;
  /** The page's `performance.now()`, to measure long tasks from. */
  mark: () => Promise<number>;
  tasksSince: (from: number) => Promise<LongTask[]>;
  /** For `UPDATE_SECONDS`, the server changes the score and odds of every match once a second. */
  changeEverySecond: () => Promise<void>;
}

/** The longest of some long tasks, in whole ms (0 for none). */
export const longest = (tasks: readonly LongTask[]) =>
  Math.round(Math.max(0, ...tasks.map((x) => x.duration)));

async function operatorTick(server: ServerHandle): Promise<void> {
  const res = await fetch(`${server.baseUrl}/admin/live/tick`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'score-all' }),
  });
  if (!res.ok) throw new Error(`operator tick answered ${res.status}`);
}

/**
 * Starts a server and Chromium, opens /app/home in a 390×844 page that records its long tasks (the
 * browser's `longtask` PerformanceObserver: main-thread tasks over 50 ms) and the assets of its first
 * load, runs `measure`, then stops both.
 */
export async function withListBench<T>(measure: (bench: ListBench) => Promise<T>): Promise<T> {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const homeAssets: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/assets/')) homeAssets.push(url.pathname);
    });
    await watchLongTasks(page);
    await page.goto(`${server.baseUrl}/app/home`, { waitUntil: 'networkidle' });
    const firstLoad = [...homeAssets];
    return await measure({
      server,
      page,
      homeChunks: (pattern) => firstLoad.filter((a) => pattern.test(a)).length,
      throttle: async () => {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
      },
      mark: () => page.evaluate(() => performance.now()),
      tasksSince: (from) => longTasksSince(page, from),
      changeEverySecond: async () => {
        for (let i = 0; i < UPDATE_SECONDS; i++) {
          const started = Date.now();
          await operatorTick(server);
          await page.waitForTimeout(Math.max(0, 1_000 - (Date.now() - started)));
        }
      },
    });
  } finally {
    await browser.close();
    await server.stop();
  }
}

/**
 * Starts a Chromium trace of the page when `<prefix>_TRACE=<file>` is set, to see what a long task is
 * made of; answers what stops it. The timeline only, as JS stacks and sampling make every DOM change
 * many times slower; `<prefix>_TRACE_CATEGORIES=fonts,blink` adds categories (comma-separated), such
 * as the font lookups inside a layout. A task's thread time (`tdur`) leaves out the other processes'
 * share of a busy machine.
 */
export async function traceIfAsked(page: Page, prefix: string): Promise<() => Promise<void>> {
  const file = process.env[`${prefix}_TRACE`];
  const browser = page.context().browser();
  if (!file || !browser) return () => Promise.resolve();
  await browser.startTracing(page, {
    path: file,
    categories: [
      '-*',
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'toplevel',
      'v8.execute',
      ...(process.env[`${prefix}_TRACE_CATEGORIES`] ?? '').split(',').filter(Boolean),
    ],
  });
  return async () => {
    await browser.stopTracing();
  };
}
