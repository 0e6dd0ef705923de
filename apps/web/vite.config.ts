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

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8081'}`;

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: false },
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
