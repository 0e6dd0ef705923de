/**
 * After a deploy, the hashed chunks the open page knows by name are gone from the server: the next
 * lazy screen fails to load. The page then reloads once (fetching the new index.html and its chunks)
 * instead of showing an error. "Once": a reload noted in session storage within the last
 * {@link CHUNK_RELOAD_WINDOW_MS} is not repeated, so a chunk that is really missing (or a network that
 * is down) ends on the error screen, not in a reload loop.
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

/** What reloading needs, injectable for tests (jsdom cannot reload). */
export const pageReloader = {
  reload: (): void => window.location.reload(),
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

/** Notes the reload (so the next failure within the window does not repeat it) and reloads. */
export function reloadForChunk(now = Date.now()): void {
  pageReloader.storage()?.setItem(CHUNK_RELOAD_KEY, String(now));
  pageReloader.reload();
}

/**
 * Reloads the page for a failed chunk unless that was already done within the window. Answers whether
 * it reloaded (the caller shows a "loading the new version" state) or not (the caller shows the error).
 */
export function reloadOnceForChunk(now = Date.now()): boolean {
  if (!mayReloadForChunk(now)) return false;
  reloadForChunk(now);
  return true;
}

/**
 * Vite raises `vite:preloadError` when a chunk's dependency (a shared chunk or its CSS) fails to
 * preload; the dynamic import then fails too. Reloading here, before React sees the failure, keeps
 * the old screen on view until the new version arrives.
 */
export function reloadOnPreloadError(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunk()) event.preventDefault();
  });
}
