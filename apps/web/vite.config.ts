import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8081'}`;

export default defineConfig({
  plugins: [react()],
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
