import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const entry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../browser/envelope-entry.ts');

/**
 * The client's envelope cost where the client really runs: the protocol package bundled with esbuild
 * and timed inside headless Chromium (about:blank, no server), with the browser's WebCrypto.
 */
export async function measureEnvelopeInChromium(
  iterations: number,
): Promise<{ clientMs: number; roundTripMs: number }> {
  const bundle = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
  });
  const code = bundle.outputFiles[0]?.text;
  if (!code) throw new Error('esbuild produced no bundle');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    // WebCrypto needs a secure context: an https-less page on localhost-like origin. data: is opaque,
    // so serve the bundle from a blank page with a route on a fake secure origin Chromium trusts.
    await page.route('https://bench.invalid/', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }),
    );
    await page.goto('https://bench.invalid/');
    await page.addScriptTag({ content: code });
    await page.evaluate((n) => window.runEnvelopeBench(n), 200); // warm-up
    return await page.evaluate((n) => window.runEnvelopeBench(n), iterations);
  } finally {
    await browser.close();
  }
}
