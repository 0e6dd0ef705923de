// Bundled by bench/src/envelope-browser-bench.ts and run inside Chromium, with the browser's WebCrypto.
import { measureEnvelopeCost } from './envelope-cost.ts';

declare global {
  interface Window {
    runEnvelopeBench: typeof measureEnvelopeCost;
  }
}

window.runEnvelopeBench = measureEnvelopeCost;
