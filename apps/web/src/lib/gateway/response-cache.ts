import { isCacheFresh, isCacheableVenue } from '@arena/domain';
import type { CallDef } from '@arena/protocol';

const PREFIX = 'arena-cache:';
/** Token-keyed entries are dropped after a day even when the token lives on. */
const TOKEN_KEYED_MAX_MS = 24 * 60 * 60 * 1000;

/** Input fields that name a venue (spec §7 "skipped for venues containing AG"). */
const VENUE_FIELDS = /^(venue|venueName|venueCode|api_name|apiName|gameCode|platformCode)$/;

function touchesAgVenue(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  return Object.entries(body).some(
    ([k, v]) => VENUE_FIELDS.test(k) && typeof v === 'string' && !isCacheableVenue(v),
  );
}

/**
 * Key of a call's local cache entry (spec §7 "a token-keyed, whitelisted local response cache and a
 * 60 s local cache"): only calls whose catalogue policy is `token-keyed` or `ttl` (the whitelist), keyed
 * by call, token and input so members never read each other's answers; `null` = do not cache.
 */
export function cacheKeyFor(call: CallDef, token: string | null, body: unknown): string | null {
  if (call.cache.kind === 'none' || touchesAgVenue(body)) return null;
  return `${PREFIX}${call.id}|${token ?? ''}|${JSON.stringify(body ?? {})}`;
}

export function readCache(call: CallDef, key: string, now = Date.now()): unknown {
  const raw = localStorage.getItem(key);
  if (!raw) return undefined;
  try {
    const entry = JSON.parse(raw) as { at: number; data: unknown };
    const ttl = call.cache.kind === 'ttl' ? call.cache.ttlMs : TOKEN_KEYED_MAX_MS;
    if (isCacheFresh(entry.at, now, ttl)) return entry.data;
  } catch {
    // corrupt entry: fall through and drop it
  }
  localStorage.removeItem(key);
  return undefined;
}

export function writeCache(key: string, data: unknown, now = Date.now()): void {
  try {
    localStorage.setItem(key, JSON.stringify({ at: now, data }));
  } catch {
    clearResponseCache(); // storage full: the cache is only an optimisation, start it afresh
  }
}

/** Drops every cached answer (on logout / session end, when the token changes). */
export function clearResponseCache(): void {
  for (let i = localStorage.length - 1; i >= 0; i--) {
    const key = localStorage.key(i);
    if (key?.startsWith(PREFIX)) localStorage.removeItem(key);
  }
}
