import { BEIJING_UTC_OFFSET_MINUTES, DAY_MS } from './date-time.ts';

/** Storage key of the member token, in session storage and a cookie (spec §3 "tb-token"). */
export const TOKEN_STORAGE_KEY = 'tb-token';
/** Local hour the stored token expires at (spec §3 "expires at 22:00 local time"). */
export const TOKEN_EXPIRY_HOUR = 22;
/** Session-storage keys kept from the address (spec §2 "i_code and r_code"). */
export const INVITE_STORAGE_KEYS = ['i_code', 'r_code'] as const;

/** Logged in means a token is present (spec §4, §6): a non-blank string. */
export function isLoggedIn(token: string | null | undefined): boolean {
  return typeof token === 'string' && token.trim() !== '';
}

/**
 * Expiry instant of a token stored at `nowMs` (spec §3): 22:00 local time the same day, or 22:00 the
 * next day when it is already 22:00 or later. "Local" is the given UTC offset (default +08:00), so the
 * result does not depend on the runtime's zone (design).
 */
export function tokenExpiresAt(nowMs: number, utcOffsetMinutes = BEIJING_UTC_OFFSET_MINUTES): number {
  const offsetMs = utcOffsetMinutes * 60_000;
  const localMs = nowMs + offsetMs;
  const localMidnight = Math.floor(localMs / DAY_MS) * DAY_MS;
  let expiryLocal = localMidnight + TOKEN_EXPIRY_HOUR * 3_600_000;
  if (localMs >= expiryLocal) expiryLocal += DAY_MS;
  return expiryLocal - offsetMs;
}

/** True once `nowMs` has reached the stored expiry (spec §3). */
export function isTokenExpired(expiresAt: number, nowMs: number): boolean {
  return nowMs >= expiresAt;
}

/** Client kinds for the member call path (spec §6 "a web or app path for members"). */
export type ClientType = 'web' | 'app';

/** The three paths of a visitor-or-member call (spec §6). */
export interface CallPaths {
  readonly anonymous: string;
  readonly web: string;
  readonly app: string;
}

/**
 * Visitor versus member call path (spec §6): chat room, history, offline message and entrance-switch
 * calls use the anonymous path without a token, otherwise the web or app path for the client type.
 */
export function chooseCallPath(
  paths: CallPaths,
  caller: { readonly token: string | null | undefined; readonly clientType: ClientType },
): string {
  if (!isLoggedIn(caller.token)) return paths.anonymous;
  return caller.clientType === 'app' ? paths.app : paths.web;
}
