import { Parser, Player } from 'svga';

/*
 * The SVGA player, loaded only when a gift animation is about to play (a dynamic import of this file:
 * the `svga` library never reaches the home page's first load; docs/gift-screens.md "Bundle").
 */

/** Longest a movie may take before it is stopped (a stuck player never holds a queue slot). */
export const SVGA_MAX_MS = 10_000;

/**
 * Downloads, parses and plays the movie at `url` once on `canvas`, resolving when it ended, failed or
 * `signal` aborted. Every parser and player is destroyed afterwards. The canvas carries
 * `data-frame` / `data-frames` while playing (browser tests read them).
 */
export async function playSvga(canvas: HTMLCanvasElement, url: string, signal: AbortSignal): Promise<void> {
  // The parser may download in a worker: it needs an absolute address.
  const absolute = new URL(url, window.location.href).href;
  const parser = new Parser();
  let player: Player | null = null;
  try {
    const video = await parser.load(absolute);
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
    parser.destroy();
  }
}
