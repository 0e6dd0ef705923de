import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../apps/web/e2e/server-process.ts';
import type { BenchResult } from './bench-result.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');

/** Budget for the JS /app/home loads before it paints: 120 KB gzipped (docs/perf.md "Home first load"). */
export const HOME_JS_BUDGET_KB = 120;

function gzipKb(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;
}

/**
 * Loads /app/home in real Chromium against the real server. The budget applies to the JS fetched
 * before the first contentful paint (the browser's own timing entries); the total the page fetched by
 * network idle, which includes the gateway loaded just after that paint, is reported beside it.
 */
export async function runBundleBench(): Promise<BenchResult[]> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist} missing: run npm run build`);
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const assets = new Set<string>();
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/assets/')) assets.add(url.pathname);
    });
    const t0 = Date.now();
    await page.goto(`${server.baseUrl}/app/home`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const loadMs = Date.now() - t0;
    // What the browser fetched before it first painted content, from its own timing entries.
    const timing = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      const early = performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime < fcp && new URL(e.name).pathname.startsWith('/assets/'))
        .map((e) => new URL(e.name).pathname);
      return { fcp, early };
    });
    const sizeOf = (names: Iterable<string>, ext: string) =>
      [...names].filter((a) => a.endsWith(ext)).reduce((sum, a) => sum + gzipKb(path.join(dist, a)), 0);
    const firstPaintJs = sizeOf(timing.early, '.js');
    const js = sizeOf(assets, '.js');
    const css = sizeOf(assets, '.css');
    const allJs = fs
      .readdirSync(path.join(dist, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gzipKb(path.join(dist, 'assets', f)), 0);
    return [
      {
        name: 'home JS before first contentful paint (gzip)',
        value: round(firstPaintJs),
        unit: 'KB',
        budget: HOME_JS_BUDGET_KB,
      },
      { name: 'home JS by network idle, gateway included (gzip)', value: round(js), unit: 'KB' },
      { name: 'home first contentful paint (no throttling)', value: Math.round(timing.fcp), unit: 'ms' },
      { name: 'home first-load CSS (gzip)', value: round(css), unit: 'KB' },
      { name: 'home first-load files', value: assets.size, unit: 'files' },
      { name: 'all JS chunks (gzip)', value: round(allJs), unit: 'KB' },
      { name: 'home load to networkidle (no throttling)', value: loadMs, unit: 'ms' },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}

const round = (n: number) => Math.round(n * 10) / 10;
