import { CACHE_TTL_DEFAULT_MS } from './platform-constants.ts';

/** Responses for venues containing `AG` skip the local cache (spec §7 "skipped for venues containing AG"). */
export function isCacheableVenue(venueName: string): boolean {
  return !venueName.includes('AG');
}

/** True while an entry stored at `storedAt` is younger than `ttlMs`, default 60 s (spec §7, §9). */
export function isCacheFresh(storedAt: number, now: number, ttlMs = CACHE_TTL_DEFAULT_MS): boolean {
  return now - storedAt < ttlMs;
}

/**
 * Key of the token-keyed local response cache (spec §7 "a token-keyed, whitelisted local response
 * cache"): the path, the token (empty for visitors) and the body, so members never read each other's
 * answers. Returns `null` for paths outside the whitelist.
 */
export function responseCacheKey(
  path: string,
  token: string | null | undefined,
  body: string,
  whitelist: readonly string[],
): string | null {
  return whitelist.includes(path) ? `${path}|${token ?? ''}|${body}` : null;
}
