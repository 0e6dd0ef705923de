import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Writes `.br` and `.gz` beside every text asset of the build (node:zlib, best compression), which the
 * gateway serves as they are when the browser accepts them (docs/deploy.md "Delivery"). A variant is
 * kept only when it is smaller than the file.
 */
function precompress(): Plugin {
  let outDir = '';
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const file = path.join(dir, e.name);
      return e.isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'arena-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!fs.existsSync(outDir)) return; // the build failed before writing anything
      for (const file of walk(outDir)) {
        if (!/\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|wasm)$/.test(file)) continue;
        const raw = fs.readFileSync(file);
        if (raw.length < 1024) continue;
        const br = brotliCompressSync(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        });
        const gz = gzipSync(raw, { level: 9 });
        if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
        if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * The browsers the app is built for (docs/perf.md "Browser target"): the in-app and stock browsers of
 * Chinese Android phones are Chromium builds (WeChat's XWeb, QQ, UC, Huawei, Xiaomi, Vivo, Oppo) at
 * Chromium 98 or newer, and every iOS browser, WeChat's included, is the system WebKit: iOS 16 or newer.
 * Syntax newer than these is lowered; older engines would need class fields lowered into helpers
 * (about 4 KB more on the first load), so they are left out.
 */
export const BROWSER_TARGET = ['chrome98', 'edge98', 'firefox97', 'safari16', 'ios16'];

/**
 * Library calls that lowering cannot fix and that these browsers lack: the build fails on them in our
 * own source (feature-detected uses are written as `typeof x.y === 'function'` and not matched).
 */
const TOO_NEW_APIS: readonly [RegExp, string][] = [
  [/\bAbortSignal\.(timeout|any)\s*\(/, 'AbortSignal.timeout/any (Chrome 103/116, Safari 16/17.4)'],
  [/\.(toSorted|toReversed|toSpliced)\s*\(/, 'Array change-by-copy (Chrome 110, Safari 16)'],
  [/\b(Array\.fromAsync|Promise\.withResolvers|Object\.groupBy|Map\.groupBy)\b/, 'ES2024 APIs'],
  [/\bnew\s+Set\([^)]*\)\.(union|intersection|difference)\s*\(/, 'Set methods (Chrome 122, Safari 17)'],
];

function checkBrowserApis(): Plugin {
  return {
    name: 'arena-browser-api-check',
    apply: 'build',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.(ts|tsx)$/.test(id) || /\.test\.tsx?$/.test(id)) return null;
      for (const [pattern, what] of TOO_NEW_APIS) {
        const at = code.search(pattern);
        if (at < 0) continue;
        const line = code.slice(0, at).split('\n').length;
        this.error(`${id}:${line}: ${what} is newer than the browser target (${BROWSER_TARGET.join(', ')})`);
      }
      return null;
    },
  };
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8081'}`;

export default defineConfig({
  plugins: [react(), checkBrowserApis(), precompress()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The small i18next the app needs (src/lib/i18n-runtime; types still come from the packages).
      i18next: fileURLToPath(new URL('./src/lib/i18n-runtime/i18next.ts', import.meta.url)),
      'react-i18next': fileURLToPath(new URL('./src/lib/i18n-runtime/react-i18next.ts', import.meta.url)),
    },
  },
  build: {
    target: BROWSER_TARGET,
    sourcemap: false,
    reportCompressedSize: false,
    // The first load as two files, the libraries and the app's own code (docs/perf.md "Home first
    // load"): split by default, the modules the entry imports statically came as ≈ 25 small chunks,
    // each compressed on its own, ≈ 6 KB gzipped more in all. Lazy chunks are grouped as before.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules/, tags: ['$initial'] },
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    // Everything the gateway serves besides the SPA: calls, operator endpoints, generated art, short links.
    proxy: {
      '/api': apiTarget,
      '/admin': apiTarget,
      '/media': apiTarget,
      '/s/': apiTarget,
      // Server pages and streams: live video, the match tracker, play.html and game pages.
      '/live/': apiTarget,
      '/play.html': apiTarget,
      '/play/': apiTarget,
      '/ws/': { target: apiTarget, ws: true }, // chat sockets
    },
  },
});
