import { Player } from 'svga';
import { loadSvga, releaseSvga, type Video } from './svga-decode.ts';

/*
 * The SVGA player, loaded only when a gift animation is about to play (a dynamic import of this file:
 * the `svga` library never reaches the home page's first load; docs/gift-screens.md "Bundle").
 * Movies are decoded by our own svga-decode.ts; only the package's `Player` (a canvas renderer) is
 * used, because its `Parser` needs eval, which the app's Content-Security-Policy forbids.
 */

/** Longest a movie may take before it is stopped (a stuck player never holds a queue slot). */
export const SVGA_MAX_MS = 10_000;

/**
 * Downloads, decodes and plays the movie at `url` once on `canvas`, resolving when it ended or
 * `signal` aborted, rejecting when it cannot load. The player is destroyed and the movie's bitmaps
 * freed afterwards. The canvas carries `data-frame` / `data-frames` while playing (browser tests
 * read them).
 */
export async function playSvga(canvas: HTMLCanvasElement, url: string, signal: AbortSignal): Promise<void> {
  let video: Video | null = null;
  let player: Player | null = null;
  try {
    try {
      video = await loadSvga(url, signal);
    } catch (error) {
      if (signal.aborted) return;
      throw error;
    }
    if (signal.aborted) return;
    player = new Player({ container: canvas, loop: 1 });
    await player.mount(video);
    if (signal.aborted) return;
    const current = player;
    canvas.dataset.frames = String(video.frames);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, SVGA_MAX_MS);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      current.onProcess = () => {
        canvas.dataset.frame = String(current.currentFrame);
      };
      current.onEnd = done;
      signal.addEventListener('abort', done, { once: true });
      current.start();
    });
  } finally {
    player?.destroy();
    if (video) releaseSvga(video);
  }
}
