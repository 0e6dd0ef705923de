import { SITE_ID_FALLBACK, normalizeSiteId } from '@arena/domain';

const KEY = 'arena.siteId';

function readStored(): number {
  try {
    const value = Number(globalThis.localStorage?.getItem(KEY));
    return Number.isInteger(value) && value > 0 ? value : SITE_ID_FALLBACK;
  } catch {
    // Storage blocked (private mode, sandboxed frame): the first answer of this page load sets it.
    return SITE_ID_FALLBACK;
  }
}

let siteId = readStored();

/**
 * The site id header of every call (spec §9 "site id above 5005 maps to 5000"): the site's own id as
 * the per-info call last answered it (kept across reloads), normalised; 5000 before any answer.
 */
export function siteIdHeader(): string {
  return String(normalizeSiteId(siteId));
}

/** Records the site id the per-info call answered (spec §7 perInfoV5Get). */
export function setSiteId(id: number): void {
  if (!Number.isInteger(id) || id <= 0) return;
  siteId = id;
  try {
    globalThis.localStorage?.setItem(KEY, String(id));
  } catch {
    // Not persisted: this page load still uses it.
  }
}
