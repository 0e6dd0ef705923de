import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { startServer } from '../../apps/web/e2e/server-process.ts';
import type { BenchResult } from './bench-result.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Home's LCP may be at most this many times the bare stack's, measured in the same run. */
export const LCP_RATIO_BUDGET = 1.25;
/** Cumulative layout shift on home while it loads. */
export const HOME_CLS_BUDGET = 0.02;
const RUNS = 5;

/** Builds bench/bare (the bare stack) with the app's own Vite and React plugin into a temporary folder. */
async function buildBare(): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-bare-'));
  const fromWeb = createRequire(path.join(root, 'apps/web/package.json'));
  const { build } = await import('vite');
  const react = ((await import(fromWeb.resolve('@vitejs/plugin-react'))) as { default: () => never }).default;
  // Vite's build sets NODE_ENV=production for the process; the test server started next must not inherit it.
  const nodeEnv = process.env.NODE_ENV;
  await build({
    root: path.join(root, 'bench/bare'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, reportCompressedSize: false },
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  return outDir;
}

/**
 * Serves a build the way Arena serves its own: brotli when the browser takes it (the app's assets are
 * pre-compressed), immutable hashed assets, index.html for every other path.
 */
async function serveStatic(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const compressed = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(dir, pathname);
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
      file = path.join(dir, 'index.html');
    const type = file.endsWith('.js')
      ? 'text/javascript'
      : file.endsWith('.css')
        ? 'text/css'
        : file.endsWith('.html')
          ? 'text/html; charset=utf-8'
          : 'application/octet-stream';
    let body: Buffer = fs.readFileSync(file);
    res.setHeader('content-type', type);
    res.setHeader(
      'cache-control',
      file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    if (/\bbr\b/.test(String(req.headers['accept-encoding']))) {
      let br = compressed.get(file);
      if (!br) compressed.set(file, (br = zlib.brotliCompressSync(body)));
      body = br;
      res.setHeader('content-encoding', 'br');
    }
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface Paint {
  lcp: number;
  element: string;
  cls: number;
  /** Each shift's value and the elements that moved (printed, for finding what shifted). */
  shifts: string[];
}

/**
 * Records the largest paint (its element named when the entry arrives: a first-paint element may be
 * replaced later) and the layout shifts. Plain text, not a function: the bench's own compiler would
 * add helpers to a function's source that the page does not have.
 */
const OBSERVE_PAINT = `
  const seen = { lcp: 0, element: '', cls: 0, shifts: [] };
  window.__paint = seen;
  const describe = (el, url) => {
    const src = url ? ' ' + new URL(url).pathname : '';
    if (!el) return (url ? 'img' : 'text') + src;
    const holder = el.closest('[data-testid]');
    const text = url ? '' : ' "' + (el.textContent || '').trim().slice(0, 24) + '"';
    return el.tagName.toLowerCase() + src + text + (holder ? ' in ' + holder.getAttribute('data-testid') : '');
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      seen.lcp = e.startTime;
      seen.element = describe(e.element, e.url);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      seen.cls += e.value;
      const nodes = (e.sources || []).map((x) => x.node && (x.node.className || x.node.nodeName));
      seen.shifts.push(e.value.toFixed(3) + ' ' + nodes.join('+'));
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** One cold load (new browser context: empty cache) at 1366×768 with the CPU slowed 4x. */
async function measure(browser: Browser, url: string): Promise<Paint> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(OBSERVE_PAINT);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000); // late shifts (a pop-up, a block arriving after the paint) count
    return await page.evaluate(() => (window as unknown as { __paint: Paint }).__paint);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const gzipKb = (dir: string) =>
  fs
    .readdirSync(path.join(dir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .reduce(
      (sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(dir, 'assets', f)), { level: 9 }).length,
      0,
    ) / 1024;

/**
 * Arena's /app/home against the bare stack, loaded alternately in one run (one warm-up load each, then
 * five each), as a visitor: the largest contentful paint of both, their ratio, the element home's LCP
 * is, and the layout shift while home loads.
 */
export async function runHomeLcpBench(): Promise<BenchResult[]> {
  const bareDir = await buildBare();
  const bare = await serveStatic(bareDir);
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const homeUrl = `${server.baseUrl}/app/home`;
    await measure(browser, bare.url);
    await measure(browser, homeUrl);
    const bareRuns: Paint[] = [];
    const homeRuns: Paint[] = [];
    // On a loaded machine Chromium sometimes reports a first paint but no contentful paint at all for
    // a load (seen with the app and the bare page alike): such a load is measured again, up to twice,
    // and left out of the medians if it never reports one (the count is printed).
    let unreported = 0;
    const load = async (url: string) => {
      for (let attempt = 0; attempt < 3; attempt++) {
        const paint = await measure(browser, url);
        if (paint.lcp > 0) return paint;
        unreported++;
      }
      return null;
    };
    for (let i = 0; i < RUNS; i++) {
      const b = await load(bare.url);
      if (b) bareRuns.push(b);
      const h = await load(homeUrl);
      if (h) homeRuns.push(h);
    }
    const bareLcp = median(bareRuns.map((r) => r.lcp));
    const homeLcp = median(homeRuns.map((r) => r.lcp));
    const elements = [...new Set(homeRuns.map((r) => r.element))].join(' / ');
    process.stdout.write(
      `  bare LCP runs ${bareRuns.map((r) => Math.round(r.lcp)).join(', ')} ms (${bareRuns[0]?.element})\n` +
        `  home LCP runs ${homeRuns.map((r) => Math.round(r.lcp)).join(', ')} ms; CLS ${homeRuns.map((r) => r.cls.toFixed(3)).join(', ')}\n` +
        `  home shifts: ${homeRuns.flatMap((r) => r.shifts).join('; ') || 'none'}\n` +
        `  loads without a contentful paint entry (measured again): ${unreported}\n`,
    );
    return [
      { name: 'bare stack JS (gzip)', value: round(gzipKb(bareDir)), unit: 'KB' },
      {
        name: 'bare stack LCP (4x CPU, 1366×768, cold, median of 5)',
        value: Math.round(bareLcp),
        unit: 'ms',
      },
      { name: 'home LCP (4x CPU, 1366×768, cold, median of 5)', value: Math.round(homeLcp), unit: 'ms' },
      {
        name: 'home LCP ÷ bare stack LCP',
        value: Math.round((homeLcp / bareLcp) * 100) / 100,
        unit: '×',
        budget: LCP_RATIO_BUDGET,
      },
      {
        name: `home LCP element: ${elements}`,
        value: homeRuns.filter((r) => r.element.startsWith('img')).length,
        unit: `of ${homeRuns.length} runs an image`,
      },
      {
        name: 'home layout shift while loading (worst run)',
        value: Math.round(Math.max(...homeRuns.map((r) => r.cls)) * 1000) / 1000,
        unit: 'CLS',
        budget: HOME_CLS_BUDGET,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
    await bare.close();
    fs.rmSync(bareDir, { recursive: true, force: true });
  }
}

const round = (n: number) => Math.round(n * 10) / 10;
