/**
 * The device kind site content is asked for: `pc` on a wide screen with a fine pointer, else `h5`.
 * Read once per call; a resized window gets the other set on its next fetch.
 */
export function siteDevice(): 'h5' | 'pc' {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'h5';
  return window.matchMedia('(min-width: 1024px) and (pointer: fine)').matches ? 'pc' : 'h5';
}
