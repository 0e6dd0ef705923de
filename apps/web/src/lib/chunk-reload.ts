import { timeoutSignal } from './gateway/timeout-signal.ts';

/**
 * After a deploy, the hashed chunks the open page knows by name are gone from the server: the next
 * lazy screen fails to load. The page then reloads once (fetching the new index.html and its chunks)
 * instead of showing an error. "Once": a reload noted in session storage within the last
 * {@link CHUNK_RELOAD_WINDOW_MS} is not repeated, so a chunk that is really missing ends on the error
 * screen, not in a reload loop. A page whose own address does not answer (the network is down, or the
 * line that served it died) is not reloaded at all: the browser would replace the app with its own
 * "site can't be reached" page, a dead end; the error screen with its retry stays instead.
 */

/** Session storage key of the last reload made for a failed chunk (ms since the epoch). */
export const CHUNK_RELOAD_KEY = 'arena-chunk-reload-at';
/** A second failure within this long after a reload is not reloaded again. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

/**
 * True for the errors browsers and Vite raise when a module chunk cannot be fetched or evaluated:
 * Chromium "Failed to fetch dynamically imported module", Firefox "error loading dynamically imported
 * module", Safari "Importing a module script failed", Vite's "Unable to preload CSS".
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}

/** How long the reachability probe of the page's address may take before the page counts as offline. */
export const CHUNK_PROBE_TIMEOUT_MS = 4_000;

/** What reloading needs, injectable for tests (jsdom cannot reload). */
export const pageReloader = {
  reload: (): void => window.location.reload(),
  /** Whether the page's own address answers now (any HTTP answer counts; a network failure does not). */
  reachable: async (): Promise<boolean> => {
    try {
      await fetch(window.location.href, {
        method: 'HEAD',
        cache: 'no-store',
        signal: timeoutSignal(CHUNK_PROBE_TIMEOUT_MS),
      });
      return true;
    } catch {
      return false;
    }
  },
  storage: (): Pick<Storage, 'getItem' | 'setItem'> | null => {
    try {
      return window.sessionStorage;
    } catch {
      return null; // storage blocked: treated as "already reloaded", so no loop is possible
    }
  },
};

/** Whether a failed chunk may still reload the page: no such reload within the window (reads only). */
export function mayReloadForChunk(now = Date.now()): boolean {
  const storage = pageReloader.storage();
  if (!storage) return false;
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  return !(Number.isFinite(last) && now - last < CHUNK_RELOAD_WINDOW_MS);
}

/**
 * Notes the reload (so the next failure within the window does not repeat it) and reloads when the
 * page's address answers. Resolves whether it reloaded.
 */
export async function reloadForChunk(now = Date.now()): Promise<boolean> {
  pageReloader.storage()?.setItem(CHUNK_RELOAD_KEY, String(now));
  if (!(await pageReloader.reachable())) return false;
  pageReloader.reload();
  return true;
}

/**
 * Vite raises `vite:preloadError` when a chunk's dependency (a shared chunk or its CSS) fails to
 * preload; the dynamic import then fails too. Reloading here, before React sees the failure, keeps
 * the old screen on view until the new version arrives. When the page's address does not answer, no
 * reload happens; Vite then tries the chunk itself, and its failure (no longer reloadable within the
 * window) reaches the route's error screen.
 */
export function reloadOnPreloadError(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (!mayReloadForChunk()) return;
    event.preventDefault();
    void reloadForChunk();
  });
}
