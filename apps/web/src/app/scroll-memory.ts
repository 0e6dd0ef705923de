import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long a restore waits for a returning screen to grow tall enough (lazy rows, cached data). */
const RESTORE_WINDOW_MS = 3000;

/** Scroll offsets by history entry (location.key), for the life of the tab. */
const offsets = new Map<string, number>();
/** The entry on screen: set before a navigation scrolls, so no late event is filed under the old one. */
let current = '';
/** While a restore waits for the screen to grow, clamped offsets are not the user's: not recorded. */
let restoring = false;
const record = () => {
  if (!restoring) offsets.set(current, window.scrollY);
};
/** The user taking over ends a restore: never fight their own scrolling. */
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Where the window should be after a navigation: a new screen (push, replace) starts at the top; going
 * back or forward (pop) returns to where that entry was left. A `#hash` target is left to its screen.
 */
export function scrollTargetFor(kind: 'PUSH' | 'REPLACE' | 'POP', key: string, hash: string): number | null {
  if (hash) return null;
  if (kind === 'POP') return offsets.get(key) ?? 0;
  return 0;
}

/**
 * Keeps each history entry's scroll offset and applies {@link scrollTargetFor} on every navigation.
 * Offsets are recorded as the user scrolls (not read at navigation time, when the next screen's
 * shorter page may already have clamped them); a restore retries for a moment while the screen grows.
 */
export function useScrollMemory(): void {
  const { key, hash } = useLocation();
  const kind = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);

  useLayoutEffect(() => {
    current = key;
    const target = scrollTargetFor(kind, key, hash);
    if (target === null) return;
    window.scrollTo(0, target);
    if (target === 0 || Math.abs(window.scrollY - target) <= 1) return;
    restoring = true;
    const until = performance.now() + RESTORE_WINDOW_MS;
    let frame = 0;
    const stop = () => {
      restoring = false;
      cancelAnimationFrame(frame);
      for (const type of USER_INPUT) window.removeEventListener(type, stop);
    };
    const retry = () => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) <= 1 || performance.now() > until) stop();
      else frame = requestAnimationFrame(retry);
    };
    for (const type of USER_INPUT) window.addEventListener(type, stop, { passive: true });
    frame = requestAnimationFrame(retry);
    return stop;
  }, [kind, key, hash]);
}
