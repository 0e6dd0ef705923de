import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../apps/web/e2e/server-process.ts';
import type { BenchResult } from './bench-result.ts';
import { longTasksSince, watchLongTasks } from './long-tasks.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Budget: no long task over 50 ms while scrolling the 600-game lobby at 4x CPU throttling. */
export const LOBBY_LONG_TASK_BUDGET_MS = 50;
/** Thumbnails of the first screen painted within this time of navigation, at 4x CPU throttling (ours). */
export const LOBBY_FIRST_THUMBS_BUDGET_MS = 3_000;
const CPU_SLOWDOWN = 4;
/** Tiles of the first screen whose thumbnails must have loaded (3 columns × 3 rows). */
const FIRST_SCREEN_TILES = 9;

interface ScrollResult {
  longest: number;
  count: number;
  worstFrame: number;
  distance: number;
  tiles: number;
}

/**
 * Scrolls 120 px per animation frame to the bottom, then reports long tasks and frame gaps. A string,
 * not a function: tsx would wrap inner function names in a helper the page does not have.
 */
const SCROLL_SCRIPT = `(async () => {
  window.__longTasks = [];
  const frames = [];
  let last = performance.now();
  await new Promise((resolve) => {
    function tick(now) {
      frames.push(now - last);
      last = now;
      const before = window.scrollY;
      window.scrollBy(0, 120);
      if (window.scrollY === before) resolve();
      else requestAnimationFrame(tick);
    }
    requestAnimationFrame(tick);
  });
  await new Promise((r) => setTimeout(r, 500));
  return {
    longest: Math.max(0, ...window.__longTasks.map((t) => t.duration)),
    count: window.__longTasks.length,
    worstFrame: Math.max(...frames.slice(1)),
    distance: window.scrollY,
    tiles: document.querySelectorAll('[data-testid="game-tile"]').length,
  };
})()`;

/**
 * Opens the `by` lobby (600 games) in Chromium at 4x CPU throttling (CDP Emulation.setCPUThrottlingRate)
 * and measures the time from navigation to the first screen of loaded thumbnails, then scrolls the whole
 * grid one animation frame at a time and reports the long tasks (PerformanceObserver 'longtask') and
 * the longest frame seen while scrolling.
 */
export async function runLobbyBench(): Promise<BenchResult[]> {
  const dist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist} missing: run npm run build`);
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await watchLongTasks(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    await page.goto(`${server.baseUrl}/app/egame`);
    await page.waitForFunction(
      (n) => {
        const imgs = [...document.querySelectorAll<HTMLImageElement>('[data-testid="game-tile"] img')].slice(
          0,
          n,
        );
        return imgs.length === n && imgs.every((img) => img.complete && img.naturalWidth > 0);
      },
      FIRST_SCREEN_TILES,
      { polling: 'raf', timeout: 60_000 },
    );
    const firstThumbs = await page.evaluate(() => performance.now());
    const total = Number(await page.getByTestId('game-grid').getAttribute('data-count'));
    const loadLongest = Math.max(0, ...(await longTasksSince(page, 0)).map((t) => t.duration));

    const scroll = await page.evaluate<ScrollResult>(SCROLL_SCRIPT);
    return [
      { name: 'lobby games listed', value: total, unit: 'games' },
      {
        name: 'lobby first screen of thumbnails loaded (4x CPU)',
        value: Math.round(firstThumbs),
        unit: 'ms',
        budget: LOBBY_FIRST_THUMBS_BUDGET_MS,
      },
      { name: 'lobby longest task while loading (4x CPU)', value: Math.round(loadLongest), unit: 'ms' },
      {
        name: `lobby longest task while scrolling ${scroll.distance} px (4x CPU)`,
        value: Math.round(scroll.longest),
        unit: 'ms',
        budget: LOBBY_LONG_TASK_BUDGET_MS,
      },
      { name: 'lobby long tasks while scrolling (4x CPU)', value: scroll.count, unit: 'tasks' },
      {
        name: 'lobby worst frame while scrolling (4x CPU)',
        value: Math.round(scroll.worstFrame),
        unit: 'ms',
      },
      { name: 'lobby tiles in the DOM at the bottom', value: scroll.tiles, unit: 'tiles' },
      // Long tasks are wall-clock: other processes on a shared machine lengthen them; say how busy it was.
      {
        name: 'machine load average (1 min) after the run',
        value: Math.round(os.loadavg()[0]! * 10) / 10,
        unit: '',
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
