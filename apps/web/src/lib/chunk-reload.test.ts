import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, pageReloader, reloadOnPreloadError } from './chunk-reload.ts';

// Vite's preload failure (a chunk's CSS or shared chunk is gone): reload once, and only when the page's
// own address answers (docs/decisions.md "A lazy screen that fails to load").
let storage: Map<string, string>;
let reachable: boolean;
const reload = vi.fn<() => void>();

beforeEach(() => {
  storage = new Map();
  reachable = true;
  reload.mockReset();
  vi.spyOn(pageReloader, 'reload').mockImplementation(reload);
  vi.spyOn(pageReloader, 'reachable').mockImplementation(() => Promise.resolve(reachable));
  vi.spyOn(pageReloader, 'storage').mockReturnValue({
    getItem: (k) => storage.get(k) ?? null,
    setItem: (k, v) => void storage.set(k, v),
  });
});
afterEach(() => vi.restoreAllMocks());

function preloadError(target: EventTarget): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  target.dispatchEvent(event);
  return event;
}

describe('reloadOnPreloadError', () => {
  it('reloads once when the page answers; a second failure within the window is left to the screen', async () => {
    const target = new EventTarget();
    reloadOnPreloadError(target);
    expect(preloadError(target).defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(Number(storage.get(CHUNK_RELOAD_KEY))).toBeGreaterThan(0);
    expect(preloadError(target).defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload a page whose address does not answer', async () => {
    reachable = false;
    const target = new EventTarget();
    reloadOnPreloadError(target);
    preloadError(target);
    await vi.waitFor(() => expect(pageReloader.reachable).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(reload).not.toHaveBeenCalled();
    // The import's own failure then reaches the route's error screen instead of another reload.
    expect(preloadError(target).defaultPrevented).toBe(false);
  });
});
