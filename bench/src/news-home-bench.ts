import { chromium, type Browser } from 'playwright-core';
import { startServer } from '../../apps/web/e2e/server-process.ts';
import type { BenchResult } from './bench-result.ts';

/** The news home's first screen, covers included, at 4x CPU on a cold load (docs/news.md). */
export const NEWS_FIRST_SCREEN_BUDGET_MS = 1500;
const RUNS = 5;
const VIEWPORT = { width: 390, height: 844 };

interface FirstScreen {
  /** When the first screen was complete (page ms from navigation start); 0 if never. */
  done: number;
  /** Covers in the first screen at that moment. */
  covers: number;
  /** The page's largest contentful paint by then (ms from navigation start; 0 if none reported). */
  lcp: number;
  /** News calls (`/api/site/game/newsoccer/`) the page had sent by then. */
  newsCalls: number;
}

/**
 * Watches the page from before its first script. The first screen is complete when the hot-news lead
 * is shown, no loading placeholder is left inside the screen (the answers, not their skeletons), and
 * every image inside the screen has loaded and decoded; the time is taken in the next frame, the one
 * that paints it. Plain text, not a function: the bench's own compiler would add helpers to a
 * function's source that the page lacks.
 */
const WATCH_FIRST_SCREEN = `
  const seen = { done: 0, covers: 0, lcp: 0, newsCalls: 0 };
  window.__firstScreen = seen;
  let lcp = 0;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {}
  const inScreen = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight;
  };
  let pending = false;
  const check = () => {
    if (seen.done || pending || !document.querySelector('.news-lead-cover')) return;
    const busy = [...document.querySelectorAll('#main .skeleton, #main [aria-busy="true"]')].some(inScreen);
    if (busy) return;
    const imgs = [...document.querySelectorAll('#main img')].filter(inScreen);
    if (imgs.length === 0 || !imgs.every((img) => img.complete && img.naturalWidth > 0)) return;
    pending = true;
    requestAnimationFrame(() => {
      seen.done = performance.now();
      seen.covers = imgs.length;
      seen.lcp = lcp;
      seen.newsCalls = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/api/site/game/newsoccer/')).length;
    });
  };
  document.addEventListener('load', (e) => { if (e.target && e.target.tagName === 'IMG') check(); }, true);
  const timer = setInterval(() => { check(); if (seen.done) clearInterval(timer); }, 50);
`;

/** One cold load (new context: empty cache) of the news home with the CPU slowed 4x. */
async function measure(browser: Browser, url: string): Promise<FirstScreen> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(WATCH_FIRST_SCREEN);
    await page.goto(url, { waitUntil: 'load' });
    await page
      .waitForFunction(
        () => (window as unknown as { __firstScreen: FirstScreen }).__firstScreen.done > 0,
        null,
        {
          timeout: 20_000,
          polling: 200,
        },
      )
      .catch(() => undefined);
    return await page.evaluate(() => (window as unknown as { __firstScreen: FirstScreen }).__firstScreen);
  } finally {
    await context.close();
  }
}

/** Whether loading /app/home (a visitor, cold) fetches the news home's own chunk: it must not. */
async function homeFetchesNewsScreen(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    let fetched = 0;
    page.on('request', (req) => {
      if (/\/assets\/news-screen-[^/]*\.js$/.test(req.url())) fetched++;
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    return fetched;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The news home (`/app/news`, a lazy route) as a visitor on a phone-sized screen: from navigation start
 * until the hot-news lead, the rows and every cover inside the first screen have loaded, at 4x CPU, the
 * median of five cold loads after one warm-up; and that home does not load the news home's chunk.
 */
export async function runNewsHomeBench(): Promise<BenchResult[]> {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    // The seed's demo pop-ups would cover the page; a reader who closed them once sees none.
    await fetch(`${server.baseUrl}/admin/site/popups/enabled`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: false }),
    });
    const newsUrl = `${server.baseUrl}/app/news`;
    await measure(browser, newsUrl);
    const runs: FirstScreen[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, newsUrl));
    const done = runs.filter((r) => r.done > 0);
    process.stdout.write(
      `  news first screen runs ${runs.map((r) => Math.round(r.done)).join(', ')} ms; LCP ${runs.map((r) => Math.round(r.lcp)).join(', ')} ms; covers ${runs.map((r) => r.covers).join(', ')}; news calls before it ${runs.map((r) => r.newsCalls).join(', ')}\n`,
    );
    return [
      {
        name: `news home first screen with covers (4x CPU, ${VIEWPORT.width}×${VIEWPORT.height}, cold, median of ${RUNS})`,
        // A load whose first screen never completed counts as over budget.
        value: done.length === runs.length ? Math.round(median(done.map((r) => r.done))) : 99_999,
        unit: 'ms',
        budget: NEWS_FIRST_SCREEN_BUDGET_MS,
      },
      {
        name: 'covers in the news home first screen',
        value: median(runs.map((r) => r.covers)),
        unit: 'images',
      },
      {
        name: `news home largest contentful paint (4x CPU, median of ${RUNS})`,
        value: Math.round(median(done.map((r) => r.lcp))),
        unit: 'ms',
      },
      {
        // 0 when the first screen was drawn from the answers that came with the page.
        name: 'news calls sent before the news home first screen (median)',
        value: median(runs.map((r) => r.newsCalls)),
        unit: 'calls',
      },
      {
        name: 'news home chunk requests while /app/home loads (lazy route)',
        value: await homeFetchesNewsScreen(browser, `${server.baseUrl}/app/home`),
        unit: 'requests',
        budget: 0,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
